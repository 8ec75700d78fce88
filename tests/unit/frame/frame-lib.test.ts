import { blockHasContent, footerContentColumns } from '../../../shared/lib/frame/footer';
import { hashScrollTop, logoVariant } from '../../../shared/lib/frame/frame';
import { platformOf } from '../../../shared/lib/frame/platforms';

describe('hashScrollTop', () => {
  it('puts the element below the scroll padding, never above the page top', () => {
    expect(hashScrollTop(600, 100, 80)).toBe(620);
    expect(hashScrollTop(-300, 1000, 80)).toBe(620);
    expect(hashScrollTop(20, 0, 80)).toBe(0);
  });
});

describe('logoVariant (the brand check)', () => {
  const labels = [
    { slug: 'lumen-tide', kind: 'main' },
    { slug: 'lumen-deep', kind: 'sister' },
    { slug: 'velvet-orbit-music', kind: 'external' },
  ];
  it("is the sister variant while a sister label's catalogue is shown", () => {
    expect(logoVariant('?label=lumen-deep', labels)).toBe('sister');
    expect(logoVariant('?format=album&label=lumen-deep', labels)).toBe('sister');
  });
  it('is the default everywhere else', () => {
    expect(logoVariant('', labels)).toBe('default');
    expect(logoVariant('?label=lumen-tide', labels)).toBe('default');
    expect(logoVariant('?label=velvet-orbit-music', labels)).toBe('default');
    expect(logoVariant('?label=unknown', labels)).toBe('default');
    expect(logoVariant('?label=lumen-deep', undefined)).toBe('default');
  });
});

describe('platformOf (known outside platforms get an icon)', () => {
  it.each([
    ['https://open.spotify.com/artist/1', 'spotify'],
    ['https://spotify.example/user/label', 'spotify'],
    ['https://label.bandcamp.com/', 'bandcamp'],
    ['https://soundcloud.com/label', 'soundcloud'],
    ['https://www.youtube.com/@label', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://music.apple.com/gb/artist/1', 'appleMusic'],
    ['https://www.instagram.com/label', 'instagram'],
    ['https://x.com/label', 'x'],
    ['https://twitter.com/label', 'x'],
    // As the URL parser reads them: the scheme in any case, spaces around the address trimmed.
    ['HTTPS://Open.Spotify.com/artist/1', 'spotify'],
    [' http://soundcloud.com/label ', 'soundcloud'],
  ])('%s → %s', (href, platform) => {
    expect(platformOf(href)).toBe(platform);
  });

  it.each([
    '/releases',
    'https://notspotify.com/a',
    'https://spotify',
    'mailto:a@spotify.com',
    'javascript:alert(1)',
    'ftp://spotify.com/a',
    '//open.spotify.com/artist/1',
    'https://label.example/spotify',
    'not a url',
  ])('%s → none', (href) => {
    expect(platformOf(href)).toBeNull();
  });
});

type Block = { id: string; type: string; data: Record<string, unknown> };

describe('footer content columns: blocks with no content are skipped', () => {
  const paragraph = (id: string, text: string) => ({ id, type: 'paragraph', data: { text } });
  it('drops empty blocks and columns that end up empty', () => {
    const columns: { contentBlock: { blocks: Block[] } | null }[] = [
      { contentBlock: { blocks: [paragraph('a', 'Harbour Road'), paragraph('b', ' <br> ')] } },
      { contentBlock: { blocks: [] } },
      { contentBlock: { blocks: [paragraph('c', '&nbsp;')] } },
      { contentBlock: null },
      { contentBlock: { blocks: [{ id: 'd', type: 'image', data: { file: { url: '/x' } } }] } },
    ];
    expect(footerContentColumns(columns).map((blocks) => blocks.map((block) => block.id))).toEqual([['a'], ['d']]);
  });
  it('judges each kind by what it would show', () => {
    expect(blockHasContent({ id: 'l', type: 'list', data: { items: [] } })).toBe(false);
    expect(blockHasContent({ id: 'l', type: 'list', data: { items: [{ content: 'x', items: [] }] } })).toBe(true);
    expect(blockHasContent({ id: 'r', type: 'raw', data: { html: '  ' } })).toBe(false);
    expect(blockHasContent({ id: 'h', type: 'header', data: { text: 'Contact', level: 3 } })).toBe(true);
  });
});
