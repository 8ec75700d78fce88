import { useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import type { BlockOf, PageBlock, RichBlock } from '../../shared/blocks/block-types';
import { isVideoService } from '../../shared/blocks/embed-block';
import { SlotHeading } from '../../shared/blocks/slot-heading';
import { NamedByHeaderContext } from '../../shared/blocks/named-by-header';
import { RichText } from '../../shared/blocks/rich-text';
import { loadAllParts } from '../../shared/app/content-part';

// Rich text always renders inside the site's router (its links use it).
const render = (blocks: PageBlock[], renderSlot?: Parameters<typeof RichText>[0]['renderSlot'], basename?: string) =>
  renderToStaticMarkup(
    <MemoryRouter basename={basename} initialEntries={[basename ? `${basename}/about` : '/about']}>
      <SiteNavigationProvider>
        <RichText blocks={blocks} renderSlot={renderSlot} />
      </SiteNavigationProvider>
    </MemoryRouter>,
  );

type EmbedData = BlockOf<'EmbedBlock'>['data'];

/** An embed block as the API answers it: no size or caption unless given. */
const embedBlock = (id: string, data: Pick<EmbedData, 'service' | 'source' | 'embed'> & Partial<EmbedData>): RichBlock => ({
  __typename: 'EmbedBlock',
  id,
  type: 'embed',
  data: { width: null, height: null, caption: null, ...data },
});

describe('RichText', () => {
  // As the server does before its first render: the seldom-used block kinds are parts in their own chunks.
  beforeAll(() => loadAllParts());

  it('renders paragraphs with their inline markup and headers at their level with the anchor', () => {
    const html = render([
      { __typename: 'ParagraphBlock', id: '1', type: 'paragraph', data: { text: 'Hello <b>there</b>' } },
      { __typename: 'HeaderBlock', id: '2', type: 'header', data: { text: 'Tour dates', level: 3, anchor: 'tour-dates' } },
    ]);
    expect(html).toContain('>Hello <b>there</b></p>');
    expect(html).toMatch(/<h3 id="tour-dates" class="[^"]*">Tour dates<\/h3>/);
  });

  it('escapes code and marks delimiters and dividers', () => {
    const html = render([
      { __typename: 'CodeBlock', id: '1', type: 'code', data: { code: '<script>x</script>' } },
      { __typename: 'DelimiterBlock', id: '2', type: 'delimiter' },
      { __typename: 'DividerBlock', id: '3', type: 'divider' },
    ]);
    expect(html).toContain('<code>&lt;script&gt;x&lt;/script&gt;</code>');
    expect(html).toContain('***');
    expect(html).toContain('<hr');
  });

  it('renders nested ordered and unordered lists', () => {
    const html = render([
      {
        __typename: 'ListBlock',
        id: 'l',
        type: 'list',
        data: { style: 'ordered', items: [{ content: 'a', items: [{ content: 'b', items: [] }] }] },
      },
    ]);
    expect(html).toMatch(/<ol[^>]*><li><span>a<\/span><ol[^>]*><li><span>b<\/span><\/li><\/ol><\/li><\/ol>/);
  });

  it('renders tables with headings, footer and caption', () => {
    const html = render([
      {
        __typename: 'TableBlock',
        id: 't',
        type: 'table',
        data: {
          withHeadings: true,
          content: [
            ['H1', 'H2'],
            ['a', 'b'],
          ],
          footer: ['f1', 'f2'],
          caption: 'Cap',
        },
      },
    ]);
    expect(html).toMatch(/<caption[^>]*>Cap<\/caption><thead><tr><th[^>]*>H1<\/th><th[^>]*>H2<\/th><\/tr><\/thead>/);
    expect(html).toMatch(/<tbody><tr[^>]*><td[^>]*>a<\/td><td[^>]*>b<\/td><\/tr><\/tbody><tfoot>/);
  });

  it('renders a quote with its caption and alignment', () => {
    const html = render([
      { __typename: 'QuoteBlock', id: 'q', type: 'quote', data: { text: 'Words', caption: 'Someone', alignment: 'center' } },
    ]);
    expect(html).toMatch(
      /<figure class="[^"]*text-center[^"]*"><blockquote><p[^>]*>Words<\/p><\/blockquote><figcaption[^>]*>— <span>Someone<\/span>/,
    );
  });

  it('gives images from content files a srcset through the optimiser', () => {
    const html = render([
      {
        __typename: 'ImageBlock',
        id: 'i',
        type: 'image',
        data: { file: { id: 'abc', url: null, width: 1600, height: 900 }, url: null, caption: 'A <i>view</i>' },
      },
    ]);
    expect(html).toContain('srcSet="/_next/image?url=%2Fassets%2Fabc&amp;w=640&amp;q=75 640w');
    expect(html).toContain('2000w');
    expect(html).toContain('alt="A view"');
    expect(html).toContain('width="1600" height="900"');
  });

  it('loads embeds and iframes only on request: video services get a player, others a generic embed', () => {
    const html = render([
      embedBlock('e', { service: 'youtube', source: 'https://v.example/w', embed: 'https://v.example/e/1', caption: 'Clip' }),
      embedBlock('g', { service: 'soundcloud', source: 'https://s.example/x', embed: 'https://s.example/p', width: 600, height: 166 }),
      { __typename: 'IframeBlock', id: 'f', type: 'iframe', data: { embed: 'https://frame.example/1', caption: 'Map' } },
    ]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Play video (v.example)');
    expect(html).toContain('Load content from s.example');
    expect(html).toContain('Load content from frame.example');
    expect(['youtube', 'Vimeo', 'twitch'].every(isVideoService)).toBe(true);
    expect(isVideoService('soundcloud')).toBe(false);
  });

  it("plays the site's own media files in place, with no frame and nothing loaded before a press", () => {
    const own = '/assets/0f8fad5b-d9cb-469f-a165-70867728950e';
    const html = render([
      embedBlock('e', { service: 'youtube', source: 'https://v.example/w', embed: own, caption: 'The <em>session</em> &amp; more' }),
      embedBlock('g', { service: 'soundcloud', source: 'https://s.example/x', embed: own, width: 600, height: 166 }),
      { __typename: 'IframeBlock', id: 'f', type: 'iframe', data: { embed: own, caption: 'The mix' } },
    ]);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('Play video (');
    expect(html.match(/<video [^>]*>/g)).toEqual(
      [
        `<video src="${own}" controls="" playsInline="" preload="none" aria-label="The session &amp; more" class="absolute inset-0 h-full w-full bg-black"></video>`,
        `<video src="${own}" controls="" playsInline="" preload="none" aria-label="The mix" class="absolute inset-0 h-full w-full bg-black"></video>`,
      ].map((tag) => tag.replace('></video>', '>')),
    );
    expect(html.match(/<audio [^>]*>/g)).toEqual([
      `<audio src="${own}" controls="" preload="none" aria-label="soundcloud embed" class="w-full">`,
    ]);
  });

  it('hands slots to the caller and renders nothing for them otherwise', () => {
    const slot: PageBlock = {
      __typename: 'SlotBlock',
      id: 's',
      type: 'slot',
      data: { __typename: 'BannerSlot', kind: 'banners', item: null },
    };
    expect(render([slot])).toBe('');
    expect(render([slot], (block) => <p>slot {block.data.kind}</p>)).toBe('<p>slot banners</p>');
  });

  it("shows one heading for a header and the slot under it: the slot's own title, or the header naming an untitled slot", () => {
    const header = (id: string, text: string, anchor: string): PageBlock => ({
      __typename: 'HeaderBlock',
      id,
      type: 'header',
      data: { text, level: 2, anchor },
    });
    const blocks: PageBlock[] = [
      header('h1', 'Videos', 'videos'),
      {
        __typename: 'SlotBlock',
        id: 'v',
        type: 'slot',
        data: {
          __typename: 'VideoPlaylistSlot',
          kind: 'videoPlaylists',
          playlistId: 'PL1',
          title: 'Lumen Tide Sessions',
          maxResults: null,
        },
      },
      header('h2', 'News', 'news'),
      {
        __typename: 'SlotBlock',
        id: 'g',
        type: 'slot',
        data: { __typename: 'CollectionViewSlot', kind: 'collection', view: { collection: 'posts', display: 'grid' } },
      },
    ];
    // What each slot learns from the rich text around it.
    function Slot({ block }: { block: Parameters<NonNullable<Parameters<typeof RichText>[0]['renderSlot']>>[0] }) {
      const namedBy = useContext(NamedByHeaderContext);
      return <p>{`${block.id} named by ${namedBy === undefined ? 'nothing' : String(namedBy)}`}</p>;
    }
    const html = render(blocks, (block) => <Slot block={block} />);
    // "Videos" gives way to the playlist's title and keeps its anchor; "News" names the grid.
    expect(html).not.toContain('>Videos</h2>');
    expect(html).toContain('<div id="videos"></div><p>v named by nothing</p>');
    expect(html).toMatch(/<h2 id="news" class="[^"]*">News<\/h2><p>g named by news<\/p>/);
  });

  it("draws a slot's title one rank below the header that names several blocks, at the rank of one that gives way to it, h2 before any", () => {
    const accordion = (id: string, title: string): PageBlock => ({
      __typename: 'SlotBlock',
      id,
      type: 'slot',
      data: { __typename: 'AccordionSlot', kind: 'accordions', item: { id, title, sections: [] } },
    });
    const header = (id: string, text: string, level: 1 | 2 | 3 | 4 | 5 | 6): PageBlock => ({
      __typename: 'HeaderBlock',
      id,
      type: 'header',
      data: { text, level, anchor: id },
    });
    const blocks: PageBlock[] = [
      accordion('first', 'Before any header'),
      header('faq', 'Frequently asked questions', 2),
      accordion('a1', 'Orders and shipping'),
      accordion('a2', 'Demo submissions'),
      header('videos', 'Videos', 3), // gives way: the only block of its section
      accordion('v', 'Lumen Tide Sessions'),
      header('fine', 'Fine print', 6),
      accordion('t', 'Terms'),
      accordion('p', 'Privacy'),
    ];
    const html = render(blocks, (block) => (
      <SlotHeading>{block.data.__typename === 'AccordionSlot' ? block.data.item?.title : ''}</SlotHeading>
    ));
    expect(html.replace(/ class="[^"]*"/g, '')).toBe(
      [
        '<h2>Before any header</h2>',
        '<h2 id="faq">Frequently asked questions</h2><h3>Orders and shipping</h3><h3>Demo submissions</h3>',
        '<div id="videos"></div><h3>Lumen Tide Sessions</h3>',
        '<h6 id="fine">Fine print</h6><h6>Terms</h6><h6>Privacy</h6>',
      ].join(''),
    );
  });

  it("keeps the visitor's locale on links to the site's own pages, and leaves other links alone", () => {
    const paragraph: RichBlock = {
      __typename: 'ParagraphBlock',
      id: 'p',
      type: 'paragraph',
      data: {
        text: 'Use the <a href="/contact">contact form</a>, <a href="/us/news">news</a>, <a href="//cdn.example/x">cdn</a> or <a href="https://label.example/">home</a>.',
      },
    };
    const localised = render([paragraph], undefined, '/us');
    expect(localised).toContain('href="/us/contact"');
    expect(localised).toContain('href="/us/news"');
    expect(localised).toContain('href="//cdn.example/x"');
    expect(localised).toContain('href="https://label.example/"');
    expect(render([paragraph])).toContain('href="/contact"');
  });
});
