import { markOutsideLinks, NEW_TAB_TEXT } from '../../../shared/lib/markup/html-links';

const ICON = '<svg data-external-icon=""></svg>';
const outsideOf = (site: string) => (href: string) => !href.startsWith(site);

describe('markOutsideLinks (spec 000 §2 "Links")', () => {
  it('opens an outside http(s) link in a new tab with noreferrer nofollow, its note and the icon', () => {
    const html = 'Read the <a href="https://vinylnotes.example/guides/pressing" title="Guide">pressing guide</a>.';
    expect(markOutsideLinks(html, outsideOf('https://lumentide.example'), ICON)).toBe(
      `Read the <a href="https://vinylnotes.example/guides/pressing" title="Guide" target="_blank" rel="noreferrer nofollow">pressing guide<span class="sr-only"> ${NEW_TAB_TEXT}</span>${ICON}</a>.`,
    );
    expect(NEW_TAB_TEXT).toBe('(opens in a new tab)');
  });

  it('leaves site paths, links on the site origin, mailto and tel as they are', () => {
    const html =
      '<a href="/artists/mattis-orre">Mattis</a> <a href="https://lumentide.example/events">events</a> <a href="mailto:a@b.example">mail</a> <a href="tel:+441234">call</a>';
    expect(markOutsideLinks(html, outsideOf('https://lumentide.example'), ICON)).toBe(html);
  });

  it('decodes the href before asking, and replaces any target or rel already there', () => {
    const seen: string[] = [];
    const html = '<a href="https://a.example/?x=1&amp;y=2" target="_self" rel="opener">a</a>';
    const marked = markOutsideLinks(html, (href) => (seen.push(href), true), ICON);
    expect(seen).toEqual(['https://a.example/?x=1&y=2']);
    expect(marked).toContain('href="https://a.example/?x=1&amp;y=2" target="_blank" rel="noreferrer nofollow">');
    expect(marked).not.toContain('_self');
    expect(marked).not.toContain('opener');
  });
});
