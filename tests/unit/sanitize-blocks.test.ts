import { sanitizeBlock, sanitizeBlocks } from '../../server/graphql/rich-text/sanitize-blocks';
import type { Block } from '../../server/sources/content/model';
import { headingAnchor } from '../../shared/lib/markup/heading-anchor';

const hostile = '<b>Bold</b> <a href="javascript:alert(1)" onclick="x()">bad</a> <img src=x onerror="alert(1)"><script>alert(1)</script>';

describe('rich text sanitising', () => {
  it('keeps inline formatting and safe links in paragraphs, drops scripts, handlers and javascript: URLs', () => {
    const block = sanitizeBlock({ id: 'p', type: 'paragraph', data: { text: `${hostile} <a href="https://label.example/x">ok</a>` } });
    expect(block).toEqual({
      id: 'p',
      type: 'paragraph',
      data: { text: '<b>Bold</b> <a>bad</a>  <a href="https://label.example/x">ok</a>' },
    });
  });

  it('gives headers an anchor derived from their text', () => {
    const block = sanitizeBlock({ id: 'h', type: 'header', data: { text: 'Tour dates &amp; <i>tickets</i>', level: 2 } });
    expect(block?.data).toEqual({ text: 'Tour dates &amp; <i>tickets</i>', level: 2, anchor: 'tour-dates-tickets' });
  });

  it('lets raw HTML keep structure and https images, but nothing executable', () => {
    const block = sanitizeBlock({
      id: 'r',
      type: 'raw',
      data: {
        html:
          '<div><p>Hi</p><img src="https://img.example/a.png" alt="a"><img src="http://img.example/b.png"><iframe src="https://x.example"></iframe><style>*{}</style></div>' +
          hostile,
      },
    });
    expect(block?.data).toEqual({
      html: '<div><p>Hi</p><img src="https://img.example/a.png" alt="a" /><img /></div><b>Bold</b> <a>bad</a> <img src="x" />',
    });
  });

  it('cleans nested list items, quotes, tables and captions', () => {
    const list = sanitizeBlock({
      id: 'l',
      type: 'list',
      data: {
        style: 'unordered',
        items: [{ content: 'one<script>x</script>', items: [{ content: '<u>two</u><svg onload=x>', items: [] }] }],
      },
    });
    expect(list?.data).toEqual({ style: 'unordered', items: [{ content: 'one', items: [{ content: '<u>two</u>', items: [] }] }] });
    const table = sanitizeBlock({
      id: 't',
      type: 'table',
      data: {
        withHeadings: true,
        content: [['<b>a</b>', '<script>b</script>']],
        footer: ['<i>f</i><img src=x>'],
        caption: 'c<script></script>',
      },
    });
    expect(table?.data).toEqual({ withHeadings: true, content: [['<b>a</b>', '']], footer: ['<i>f</i>'], caption: 'c' });
    const quote = sanitizeBlock({
      id: 'q',
      type: 'quote',
      data: { text: '<em>q</em><script>x</script>', caption: '<a href="https://a.example">who</a>', alignment: 'center' },
    });
    expect(quote?.data).toEqual({ text: '<em>q</em>', caption: '<a href="https://a.example">who</a>', alignment: 'center' });
  });

  it('drops embeds and iframes without an https address', () => {
    expect(sanitizeBlock({ id: 'i', type: 'iframe', data: { embed: 'javascript:alert(1)' } })).toBeNull();
    expect(sanitizeBlock({ id: 'i', type: 'iframe', data: { embed: 'http://player.example/1' } })).toBeNull();
    expect(sanitizeBlock({ id: 'i', type: 'iframe', data: { embed: 'https://player.example/1', caption: '<b>c</b>' } })?.data).toEqual({
      embed: 'https://player.example/1',
      caption: '<b>c</b>',
    });
    const embed: Block = {
      id: 'e',
      type: 'embed',
      data: { service: 'youtube', source: 'https://video.example/w', embed: 'https://video.example/e/1', width: 580, height: 320 },
    };
    expect(sanitizeBlock(embed)).toEqual({ ...embed, data: { ...embed.data, caption: undefined } });
  });

  it("lets the site's own media files into embeds and iframes, and nothing else that is not https", () => {
    const own = '/assets/0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(sanitizeBlock({ id: 'i', type: 'iframe', data: { embed: own } })?.data).toEqual({ embed: own, caption: undefined });
    const embed: Block = {
      id: 'e',
      type: 'embed',
      data: { service: 'youtube', source: 'https://video.example/w', embed: own, width: 580, height: 320 },
    };
    expect(sanitizeBlock(embed)).toEqual({ ...embed, data: { ...embed.data, caption: undefined } });
    for (const address of [
      '/assets/../admin',
      '/assets/0f8fad5b-d9cb-469f-a165-70867728950e?x=<script>',
      '//evil.example/assets/0f8fad5b-d9cb-469f-a165-70867728950e',
      '/contact',
      '/assets/',
    ]) {
      expect(sanitizeBlock({ id: 'i', type: 'iframe', data: { embed: address } })).toBeNull();
      expect(sanitizeBlock({ ...embed, data: { ...embed.data, embed: address } })).toBeNull();
    }
  });

  it('cleans a stored block list once and drops what is unsafe', () => {
    const blocks: Block[] = [
      { id: 'a', type: 'paragraph', data: { text: 'x' } },
      { id: 'b', type: 'iframe', data: { embed: 'data:text/html,hi' } },
    ];
    const first = sanitizeBlocks(blocks);
    expect(first.map((b) => b.id)).toEqual(['a']);
    expect(sanitizeBlocks(blocks)).toBe(first);
    expect(sanitizeBlocks(null)).toEqual([]);
  });
});

describe('headingAnchor', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Tour: 2027 — dates!  ', 'tour-2027-dates'],
    ['Café <b>Süd</b>', 'cafe-sud'],
    ['***', ''],
  ])('%p → %p', (text, anchor) => expect(headingAnchor(text)).toBe(anchor));
});
