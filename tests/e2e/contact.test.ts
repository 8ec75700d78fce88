import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import { runInboxCli } from '../../scripts/inbox';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { startFakeFront, type FakeFront } from '../support/fake-front';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';
import { startSiteProcess } from '../support/site-process';
import { within } from '../support/within';
import { testFileFolder } from '../support/temp-run-dir';

jest.setTimeout(120_000);

const contactPage = JSON.parse(readFileSync(path.join(__dirname, '../../content/pages/contact.json'), 'utf8')) as {
  blocks: { id: string; data: { kind?: string } }[];
};
const block = contactPage.blocks.find((b) => b.data.kind === 'contactForms')!.id;
const SECTION = `#contact-${block}`;
const SEND_PATH = '/api/front/send-message';

const TEXTS = {
  sent: 'Your message has been sent successfully!',
  failed: 'There was a problem sending your message. Please try again.',
  unavailable: 'The selected department is unavailable. Please choose a different department.',
  network: 'Network error. Please check your connection and try again.',
};

// One messages file across restarts: what a volume gives a container.
const inboxFile = path.join(testFileFolder(), 'inbox.sqlite');
let front: FakeFront;
beforeAll(async () => {
  front = await startFakeFront('front-test-token');
});

/** Front's address is only known once the fake listens. */
const siteOptions = () => ({
  env: {
    INBOX_FILE: inboxFile,
    FRONT_API_TOKEN: 'front-test-token',
    FRONT_API_URL: front.url,
    FRONT_POLL_INTERVAL_MS: '100',
    FRONT_RETRY_BASE_MS: '100',
    FRONT_RETRY_MAX_MS: '500',
    FRONT_TIMEOUT_MS: '2000',
    CONTACT_RATE_LIMIT: '1000',
  },
});
const e2e = siteAndBrowserForFile(siteOptions);

afterAll(async () => {
  await front?.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${inboxFile}${suffix}`, { force: true });
});

/** Bounded wait in the test process (Front's side, the outbox). */
const eventually = (check: () => boolean, what: string) => within(15_000, check, what, 50);

/** Consent already given: the banner stays out of the form's way. */
const openContact = (width: number, { query = '' } = {}) =>
  openPage(e2e, `/contact${query}`, { width, height: 900, ownProfile: false, waitUntil: 'networkidle0', hydrated: `${SECTION} select` });

const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');
const status = (page: Page) => text(page, `${SECTION} [role="status"]`);
const alertText = (page: Page) => text(page, `${SECTION} [role="alert"]`);

async function chooseTopic(page: Page, name: string) {
  const value = await page.$$eval(
    `${SECTION} select option`,
    (options, wanted) => options.find((o) => o.textContent === wanted)!.value,
    name,
  );
  await page.select(`${SECTION} select`, value);
}

async function fill(page: Page, name: string, message: string) {
  await page.type(`#${block}-name`, name);
  await page.type(`#${block}-email`, 'ada.lune@example.test');
  await page.type(`#${block}-message`, message);
}

async function submitAndWait(page: Page) {
  // The click clears the last result at once; wait for the next one.
  await page.click(`${SECTION} button[type="submit"]`);
  await page.waitForFunction(
    (section) =>
      Array.from(document.querySelectorAll(`${section} [role="status"], ${section} [role="alert"]`)).some((el) => el.textContent?.trim()),
    { timeout: 15_000 },
    SECTION,
  );
}

/** The browser reports a non-2xx answer as a failed resource load: expected only where the test makes one. */
const withoutSendFailures = (errors: string[]) =>
  errors.filter((e) => !/^Failed to load resource: the server responded with a status of (400|500)/.test(e));

describe.each([
  ['phone', 390],
  ['desktop', 1440],
])('the contact form on a %s', (label, width) => {
  it('walks every step with the spec’s texts, no console error and no axe violation', async () => {
    const { page, problems } = await openContact(width);
    expect(await page.$(`#${block}-name`)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `contact-${label}-start`);

    // A store topic: its notice, and the fields only once the checkbox is ticked.
    await chooseTopic(page, 'Lumen Tide Music Store');
    expect(await text(page, SECTION)).toContain(
      'Order numbers starting with BLP are looked after by the Lumen Tide Music Store Support Team.',
    );
    expect(await page.$(`#${block}-name`)).toBeNull();
    await page.click(`${SECTION} input[type="checkbox"]`);
    await page.waitForSelector(`#${block}-name`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `contact-${label}-store-notice`);

    // Validation, with the exact texts.
    await page.click(`${SECTION} button[type="submit"]`);
    await page.waitForSelector(`#${block}-name-error`);
    expect(await text(page, `#${block}-name-error`)).toBe('Please add your name');
    expect(await text(page, `#${block}-email-error`)).toBe('Please add a valid email');
    expect(await text(page, `#${block}-message-error`)).toBe('Please write your message');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `contact-${label}-errors`);

    // Sending: the answer is held back so 'Sending...' can be seen.
    await fill(page, `Ada ${label}`, `A message from the ${label} test, long enough.`);
    await page.setRequestInterception(true);
    const held: HTTPRequest[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(SEND_PATH)) held.push(request);
      else void request.continue();
    });
    await page.click(`${SECTION} button[type="submit"]`);
    await page.waitForFunction(
      (section) => document.querySelector(`${section} button[type="submit"]`)?.textContent === 'Sending...',
      {},
      SECTION,
    );
    expect(await page.$eval(`${SECTION} button[type="submit"]`, (b) => b.disabled)).toBe(true);
    await screenshot(page, `contact-${label}-sending`);
    await held[0]!.continue();
    await page.waitForFunction((section) => !!document.querySelector(`${section} [role="status"]`)?.textContent, {}, SECTION);
    expect(await status(page)).toBe(TEXTS.sent);
    // Reset: back to the topic alone.
    expect(await page.$eval(`${SECTION} select`, (s) => s.value)).toBe('');
    expect(await page.$(`#${block}-name`)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `contact-${label}-sent`);

    await eventually(
      () => front.taken.some((m) => m.body.subject === `Lumen Tide Music Store inquiry from Ada ${label}`),
      'Front to take the message',
    );
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('the contact form’s failure texts', () => {
  async function sendWith(page: Page, handle: (request: HTTPRequest) => void) {
    await chooseTopic(page, 'General');
    await fill(page, 'Ada Lune', 'A message that will not make it this time.');
    await page.setRequestInterception(true);
    page.on('request', (request) => (request.url().endsWith(SEND_PATH) ? handle(request) : void request.continue()));
    await submitAndWait(page);
  }

  it('shows the department-unavailable text when the server does not know the department', async () => {
    const { page, problems } = await openContact(1440);
    await sendWith(page, (request) => {
      const body = JSON.parse(request.postData()!);
      body.channelId = 'cha_retired';
      body.messageData.department.channel_id = 'cha_retired';
      void request.continue({ postData: JSON.stringify(body) });
    });
    expect(await alertText(page)).toBe(TEXTS.unavailable);
    expect(await page.$eval(`#${block}-name`, (el) => (el as HTMLInputElement).value)).toBe('Ada Lune');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-desktop-unavailable');
    expect(withoutSendFailures(problems.errors)).toEqual([]);
    await page.close();
  });

  it('shows the failure text when the server answers success false', async () => {
    const { page, problems } = await openContact(390);
    await sendWith(
      page,
      (request) => void request.respond({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    expect(await alertText(page)).toBe(TEXTS.failed);
    expect(withoutSendFailures(problems.errors)).toEqual([]);
    await page.close();
  });

  it('shows the network text when the connection fails', async () => {
    const { page, problems } = await openContact(390);
    await sendWith(page, (request) => void request.abort('internetdisconnected'));
    expect(await alertText(page)).toBe(TEXTS.network);
    expect(problems.errors.filter((e) => !e.includes(SEND_PATH) && !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await page.close();
  });
});

describe('durable delivery to Front', () => {
  it('keeps messages while Front is down, across a restart, and delivers each exactly once when it returns', async () => {
    const subjects = ['down one', 'down two', 'lost answer'].map((name) => `General inquiry from Ada ${name}`);
    front.mode = 'unavailable';
    const before = front.taken.length;

    const { page, problems } = await openContact(1440);
    for (const name of ['down one', 'down two']) {
      await chooseTopic(page, 'General');
      await fill(page, `Ada ${name}`, 'Front is down, but this must not be lost.');
      await submitAndWait(page);
      // Durable first: the visitor is told it was sent while Front is still down.
      expect(await status(page)).toBe(TEXTS.sent);
    }
    expect(problems.errors).toEqual([]);
    await page.close();

    await eventually(() => front.attempts.filter((a) => a.mode === 'unavailable').length >= 2, 'delivery attempts');
    expect(front.taken).toHaveLength(before);
    // Operators see what has not reached Front.
    const listed: string[] = [];
    expect(
      runInboxCli(
        ['undelivered', '--file', inboxFile],
        {},
        (line) => listed.push(line),
        () => {},
      ),
    ).toBe(0);
    expect(listed.filter((line) => line.startsWith('PENDING'))).toHaveLength(2);

    // A restart while Front is still down loses nothing.
    expect(await e2e.site.stop()).toBe(0);
    e2e.site = await startSiteProcess(siteOptions());

    // Front takes the next one but its answer is lost: the retry carries the same key.
    front.mode = 'lose-ack';
    const again = await openContact(1440);
    await chooseTopic(again.page, 'General');
    await fill(again.page, 'Ada lost answer', 'Front takes this, but the answer never arrives.');
    await submitAndWait(again.page);
    expect(await status(again.page)).toBe(TEXTS.sent);
    expect(again.problems.errors).toEqual([]);
    await again.page.close();
    await eventually(() => front.taken.some((m) => m.body.subject === subjects[2]), 'Front to take the message whose answer is lost');

    front.mode = 'up';
    await eventually(() => subjects.every((s) => front.taken.some((m) => m.body.subject === s)), 'every message in Front');
    const listedAfter: string[] = [];
    await eventually(() => {
      listedAfter.length = 0;
      runInboxCli(
        ['undelivered', '--file', inboxFile],
        {},
        (line) => listedAfter.push(line),
        () => {},
      );
      return listedAfter[0] === 'Every message has been delivered to Front.';
    }, 'the outbox to empty');

    const taken = front.taken.filter((m) => subjects.includes(m.body.subject as string));
    expect(taken.map((m) => m.body.subject).sort()).toEqual([...subjects].sort());
    expect(new Set(taken.map((m) => m.idempotencyKey)).size).toBe(3);
    expect(taken[0]!.body).toMatchObject({
      to: ['ada.lune@example.test'],
      sender_name: 'Support Team',
      options: { archive: false },
      should_add_default_signature: true,
    });
    // The lost answer: the retry asked Front's search for the message's reference first, found it, and
    // did not send it again (decision 0028).
    const lostKey = taken.find((m) => m.body.subject === subjects[2])!.idempotencyKey;
    expect(front.searches).toContain(`"${lostKey}"`);
    expect(front.attempts.filter((a) => a.idempotencyKey === lostKey)).toHaveLength(1);
  });
});

describe('the contact form without JavaScript', () => {
  it('posts the plain form and shows the result on the page it came back to', async () => {
    front.mode = 'up';
    const page = await e2e.browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 390, height: 900 });
    await page.goto(`${e2e.site.url}/contact`, { waitUntil: 'load' });
    // Without scripts the section shows the plain form only (the interactive one needs scripts and is not displayed).
    const shown = await page.$$eval(`${SECTION} form`, (forms) =>
      forms.filter((form) => (form as HTMLElement).offsetParent !== null).map((form) => form.querySelector('select')?.id),
    );
    expect(shown).toEqual([`${block}-plain-topic`]);
    const general = await page.$$eval(`#${block}-plain-topic option`, (options) => options.find((o) => o.textContent === 'General')!.value);
    await page.select(`#${block}-plain-topic`, general);
    await page.type(`#${block}-plain-name`, 'Ada without scripts');
    await page.type(`#${block}-plain-email`, 'ada.lune@example.test');
    await page.type(`#${block}-plain-message`, 'Sent from a browser with JavaScript turned off.');
    await screenshot(page, 'contact-phone-no-js');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`${SECTION} button[type="submit"]`)]);
    expect(page.url()).toBe(`${e2e.site.url}/contact?contact=sent&contactBlock=${block}#contact-${block}`);
    const visible = await page.evaluate((section) => (document.querySelector(section) as HTMLElement).innerText, SECTION);
    expect(visible).toContain(TEXTS.sent);
    await eventually(
      () => front.taken.some((m) => m.body.subject === 'General inquiry from Ada without scripts'),
      'Front to take the plain form’s message',
    );
    await page.close();
  });
});
