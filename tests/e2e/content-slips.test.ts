/**
 * What a visitor reading the demo label found uneven, seen in Chromium: outside links that lacked
 * nofollow (careers, the contact form's store notice), dates written three ways side by side, an
 * artist's past events listed with the upcoming ones, and headings stacked on headings.
 * Zero console errors throughout.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { readDemoContent, type DemoProductGroup } from '../support/demo-content';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const open = (address: string, viewport = DESKTOP, hydrated?: string) =>
  openPage(e2e, address, { ...viewport, bypassCSP: true, waitUntil: 'networkidle0', hydrated });

/** What an outside link carries (spec 000 §2 "Links"). */
async function outsideLinks(page: Page, selector: string) {
  return page.$$eval(selector, (links) =>
    links.map((a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: (a.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean).sort(),
      newTabNote: a.querySelector('.sr-only')?.textContent ?? null,
      icon: !!a.querySelector('svg[data-external-icon][aria-hidden="true"]'),
    })),
  );
}

const carriedByEveryOutsideLink = (href: string) => ({
  href,
  target: '_blank',
  rel: ['nofollow', 'noreferrer'],
  newTabNote: ' (opens in a new tab)',
  icon: true,
});

describe('outside links (spec 000 §2 "Links")', () => {
  it("each job's Apply link on /careers opens in a new tab with noreferrer nofollow, says so, and shows the external icon", async () => {
    const jobs = readDemoContent<{ accountName: string; status: string; postingUrl: string }[]>('jobs.json').filter(
      (job) => job.accountName === 'lumentide' && job.status === 'Open',
    );
    const { page, problems } = await open('/careers');
    await page.waitForSelector('main a[href^="https://jobs.example/"]');
    const links = await outsideLinks(page, 'main a[href^="https://jobs.example/"]');
    expect(links.map((link) => link.href).sort()).toEqual(jobs.map((job) => job.postingUrl).sort());
    for (const link of links) expect(link).toEqual(carriedByEveryOutsideLink(link.href!));
    // Every Apply link says which job it is for.
    const described = await page.$$eval('main a[href^="https://jobs.example/"]', (links) =>
      links.map((a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent ?? null),
    );
    expect(described).toEqual(expect.arrayContaining(['Label Manager']));
    expect(described.every((title) => !!title)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['Lumen Tide Music Store', 'https://music.lumentide.example'],
    ['Lumen Tide Store', 'https://store.lumentide.example'],
  ])("the contact form's notice for %s links the store as every outside link does", async (topic, storeUrl) => {
    const section = 'main section[id^="contact-"]';
    const { page, problems } = await open('/contact', DESKTOP, `${section} select`);
    const value = await page.$$eval(
      `${section} select option`,
      (options, wanted) => options.find((o) => o.textContent === wanted)!.value,
      topic,
    );
    await page.select(`${section} select`, value);
    await page.waitForSelector(`${section} a[href="${storeUrl}"]`);
    expect(await outsideLinks(page, `${section} a[href="${storeUrl}"]`)).toEqual([carriedByEveryOutsideLink(storeUrl)]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** A post's publication or a release: "12 March 2026". */
const DAY_STYLE = new RegExp(`^\\d{1,2} ${MONTH} \\d{4}$`);
/** An event: "Tuesday 22 September 2026 · 21:00" (the time when the event gives one). */
const EVENT_STYLE = new RegExp(`^${WEEKDAY} \\d{1,2} ${MONTH} \\d{4}(?: · \\d{2}:\\d{2})?$`);

/** Each `<time>` in `scope` as the visitor reads it (innerText: after text-transform), with the link of its row or tile. */
function timesIn(page: Page, scope: string) {
  return page.$$eval(`${scope} time`, (times) =>
    times.map((time) => {
      const holder = time.closest('li, article');
      const link = time.closest('a') ?? holder?.querySelector('a[href^="/"]');
      return { text: (time as HTMLElement).innerText, href: link?.getAttribute('href') ?? null };
    }),
  );
}

describe('dates: one style per kind', () => {
  // A search that finds a post and an event; the event is in the demo's upcoming or past list.
  const eventHref = '/events/lumen-tide-presents-estuary-club-2027-03';

  it('a search list writes its event as the event page and the /events tile do, and its post as the post page does', async () => {
    const { page, problems } = await open('/search?q=estuary');
    const rows = await timesIn(page, 'main ul[role="list"]');
    const event = rows.find((row) => row.href === eventHref);
    const post = rows.find((row) => row.href?.startsWith('/features/'));
    expect(event?.text).toMatch(EVENT_STYLE);
    expect(post?.text).toMatch(DAY_STYLE);
    await page.close();

    const eventPage = await open(eventHref);
    expect(await eventPage.page.$eval('main time', (time) => (time as HTMLElement).innerText)).toBe(event!.text);
    await eventPage.page.close();

    const events = await open('/events');
    const tile = (await timesIn(events.page, 'main')).find((row) => row.href === eventHref);
    expect(tile?.text).toBe(event!.text);
    await events.page.close();

    const postPage = await open(post!.href!);
    expect(await postPage.page.$eval('main time', (time) => (time as HTMLElement).innerText)).toBe(post!.text);
    await postPage.page.close();
    expect([...problems.errors, ...eventPage.problems.errors, ...events.problems.errors, ...postPage.problems.errors]).toEqual([]);
  });

  it('every event date on /events (tiles and the concert rows) is in the event style', async () => {
    const { page, problems } = await open('/events');
    // Concert rows are articles named by their title; tiles are not.
    const tiles = await timesIn(page, 'main article:not([aria-labelledby])');
    const concertRows = await timesIn(page, 'main article[aria-labelledby]');
    expect(tiles.length).toBeGreaterThan(4);
    expect(concertRows.length).toBeGreaterThan(0);
    for (const { text } of [...tiles, ...concertRows]) expect(text).toMatch(EVENT_STYLE);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('a release page writes its release date in the day style', async () => {
    // A pre-order: its day is still to come.
    const release = readDemoContent<DemoProductGroup[]>('product_groups.json').find(
      (group) =>
        group.reference_type === 'release' &&
        group.status === 'active' &&
        group.visibility === 'public' &&
        Date.parse(group.release_date ?? '') > Date.now(),
    );
    const { page, problems } = await open(`/products/${release!.slug}`);
    const days = await timesIn(page, 'main');
    expect(days.length).toBeGreaterThan(0);
    for (const { text } of days) expect(text).toMatch(DAY_STYLE);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

interface DemoEvent {
  slug: string;
  status: string;
  date: string;
  artists: string[];
}

/** The demo's published events of each artist, upcoming and past as of now (as /events splits them). */
function artistEvents() {
  const artists = readDemoContent<{ id: string; slug: string }[]>('artists.json');
  const events = readDemoContent<DemoEvent[]>('events.json').filter((event) => event.status === 'published');
  const now = Date.now();
  return artists.map((artist) => {
    const theirs = events.filter((event) => event.artists.includes(artist.id));
    return {
      slug: artist.slug,
      upcoming: theirs
        .filter((event) => Date.parse(event.date) >= now)
        .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
        .map((event) => `/events/${event.slug}`),
      past: theirs
        .filter((event) => Date.parse(event.date) < now)
        .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
        .map((event) => `/events/${event.slug}`),
    };
  });
}

/** Each titled section of the page with the links of its tiles, in page order. */
function sectionsOf(page: Page) {
  return page.$$eval('main section', (sections) =>
    sections
      .filter((section) => section.querySelector(':scope > h2'))
      .map((section) => ({
        title: section.querySelector(':scope > h2')!.textContent,
        links: [...section.querySelectorAll('article h3 a')].map((a) => a.getAttribute('href')),
      })),
  );
}

describe('an artist page: upcoming events first, past ones apart', () => {
  it('lists upcoming events soonest first under "Upcoming events", then past ones newest first under "Past events"', async () => {
    const artist = artistEvents().find((a) => a.upcoming.length > 0 && a.past.length > 0);
    expect(artist).toBeDefined();
    const { page, problems } = await open(`/artists/${artist!.slug}`);
    const sections = await sectionsOf(page);
    const titles = sections.map((section) => section.title);
    expect(titles).toContain('Upcoming events');
    expect(titles).toContain('Past events');
    expect(titles).not.toContain('Events');
    expect(titles.indexOf('Upcoming events')).toBeLessThan(titles.indexOf('Past events'));
    expect(sections.find((s) => s.title === 'Upcoming events')!.links).toEqual(artist!.upcoming);
    expect(sections.find((s) => s.title === 'Past events')!.links).toEqual(artist!.past);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('shows no "Past events" section for an artist whose events are all ahead', async () => {
    const artist = artistEvents().find((a) => a.upcoming.length > 0 && a.past.length === 0);
    expect(artist).toBeDefined();
    const { page, problems } = await open(`/artists/${artist!.slug}`);
    const sections = await sectionsOf(page);
    expect(sections.map((section) => section.title)).not.toContain('Past events');
    expect(sections.find((s) => s.title === 'Upcoming events')!.links).toEqual(artist!.upcoming);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

/**
 * Headings that do not each name a section of their own, as a screen reader lists them: every h1–h6
 * in <main> that is exposed (sr-only ones count; display:none, visibility:hidden and aria-hidden ones
 * do not), in document order. For each heading A and the next heading B, "between" is the exposed
 * text after A ends and before B starts (text in script, style, noscript and template is not text).
 * A pair is looked at only when nothing is between them and B is inside A's nearest section
 * (section, article, aside, nav, form or main): the last tile of a list before the next section's
 * heading is no pair.
 *
 * - Stacked: A and B share their nearest section, or B is of A's rank or higher (h2 after h2 or h3,
 *   in a section within A's): A then names nothing but the next heading.
 * - Echoed: the words of one contain the words of the other (case, punctuation and spacing aside):
 *   "Pre-order The Northern Fathom" over "The Northern Fathom", "Radio" over "Radio shows".
 */
function headingProblems(page: Page) {
  return page.evaluate(() => {
    const exposed = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"], [hidden]');
    const headings = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')].filter(exposed);
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('script, style, noscript, template') || !exposed(parent)) continue;
      texts.push(node as Text);
    }
    const between = (a: Element, b: Element) =>
      texts
        .filter(
          (text) =>
            !a.contains(text) &&
            !b.contains(text) &&
            a.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING &&
            b.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING,
        )
        .map((text) => text.textContent)
        .join('')
        .trim();
    const words = (element: Element) =>
      ` ${(element.textContent ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()} `;
    const rank = (element: Element) => Number(element.tagName.slice(1));
    const sectionOf = (element: Element) => element.parentElement!.closest('section, article, aside, nav, form, main')!;
    const name = (element: Element) => {
      const section = sectionOf(element);
      return `${element.tagName.toLowerCase()} "${element.textContent?.trim()}" in ${section.tagName.toLowerCase()}${section.id ? `#${section.id}` : ''}`;
    };
    const problems: string[] = [];
    for (const [index, a] of headings.entries()) {
      const b = headings[index + 1];
      if (!b || between(a, b) !== '' || !sectionOf(a).contains(b)) continue;
      if (sectionOf(a) === sectionOf(b) || rank(b) <= rank(a)) problems.push(`stacked: ${name(a)}, then ${name(b)}`);
      if (words(a).includes(words(b)) || words(b).includes(words(a))) problems.push(`echoed: ${name(a)}, then ${name(b)}`);
    }
    return problems;
  });
}

describe('one heading per section', () => {
  it.each(['/', '/about', '/events', '/contact'])('%s: no heading stacked on another, none echoing the next', async (address) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, problems } = await open(address, viewport);
      expect(await headingProblems(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.close();
    }
  });

  it('the sticky menu of / still leads to each of its sections', async () => {
    const { page, problems } = await open('/');
    const targets = await page.$$eval('nav[aria-label="On this page"] a', (links) =>
      links.map((a) => {
        const target = document.getElementById(a.getAttribute('href')!.slice(1));
        // What the visitor lands on: the target's own heading, or the first heading after it.
        const heading = target?.matches('h1, h2, h3, h4, h5, h6')
          ? target
          : [...document.querySelectorAll('main :is(h2, h3)')].find(
              (h) => target && target.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
        return [a.textContent, heading?.textContent ?? null];
      }),
    );
    expect(targets).toEqual([
      ['Releases', 'Latest releases'],
      ['Artists', 'Artists'],
      ['News', 'News'],
      ['Events', 'Events'],
      ['Radio', 'Radio'],
      ['Videos', 'Lumen Tide Sessions'],
      ['Newsletter', 'The Lumen Tide newsletter'],
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
