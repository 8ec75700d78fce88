import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderDemoContent } from '../../scripts/demo-content/build';
import { ContentValidationError, validateContent, type ContentInput } from '../../server/sources/content/content-schema';
import type { Block, BlockSlot, CollectionName, ContentFiles } from '../../server/sources/content/model';

const contentDir = path.resolve(__dirname, '..', '..', 'content');
const COVER = '1b0f6c1e-2d1a-4c55-9a51-5c8f3e0b7a21';
const AUDIO = '5d2e7a90-4b1c-4f3a-8e6d-0c9b1a2f3e4d';

/** The smallest content folder that uses a relation of each common kind. */
function minimal() {
  const paragraph = (id: string, text: string) => ({ id, type: 'paragraph', data: { text } });
  return {
    files: {
      files: [
        { id: COVER, kind: 'cover', title: 'Cover', seed: 'cover:1', width: 1400, height: 1400 },
        { id: AUDIO, kind: 'audio', title: 'Preview', seed: 'preview:1', duration_seconds: 30 },
      ],
      labels: [{ id: '1', name: 'Lumen Tide', slug: 'lumen-tide', isFeatured: true, kind: 'main' }],
      artists: [
        {
          id: '1',
          status: 'published',
          name: 'Halvard Quinn',
          slug: 'halvard-quinn',
          sort: 1,
          links: [],
          bio: [paragraph('b1', 'A bio.')],
        },
      ],
      product_groups: [
        {
          id: '1',
          status: 'active',
          title: 'Silent Harbour',
          slug: 'silent-harbour',
          reference_type: 'release',
          type: 'single',
          release_date: '2027-03-05',
          artist: '1',
          label: '1',
          cover_image: COVER,
          description: [],
          visibility: 'public',
        },
      ],
      products: [
        {
          id: '1',
          status: 'active',
          group: '1',
          title: 'Silent Harbour (MP3)',
          slug: 'mp3',
          format: 'MP3',
          distribution: 'digital',
          prices: [{ currency: { code: 'GBP' }, value: 1.49, discount: 0 }],
          items: [],
          stock: null,
          territories: [],
        },
      ],
      tracks: [{ id: '1', product_group: '1', position: 1, title: 'Silent Harbour', duration_seconds: 300, preview: AUDIO }],
      tags: [{ id: '1', name: 'News', slug: 'news' }],
      banners: [{ id: '1', title: 'Pre-order', layout: 'centered', blocks: [] }],
    } as Record<string, unknown[]>,
    settings: {
      id: '1',
      siteName: 'Lumen Tide',
      description: 'A label.',
      headerMenu: [{ url: '/releases', text: 'Releases', menu: [{ url: '/radio', text: 'Radio' }] }],
      overlayMenus: [],
      footerMenus: [],
      footerContentBlocks: [{ contentBlock: { blocks: [] } }],
      emptyCartLinkText: 'Shop',
      emptyCartLinkUrl: '/releases',
      promotedProductsTitle: 'More',
      promotedProductsMoreLinkText: 'Shop all',
      promotedProductsMoreLinkUrl: '/merch',
      promotedProducts: [{ product: '1' }],
    } as Record<string, unknown>,
    cookies: {
      message: '<p>Cookies.</p>',
      preferences: { message: '<p>Choose.</p>', items: [{ param: 'a', name: 'analytics', title: 'Analytics', description: '' }] },
      snippets: { a: '<script></script>' },
    },
    pages: {
      'index.json': {
        id: '1',
        status: 'published',
        path: '/',
        title: 'Home',
        description: '',
        blocks: [
          { id: 'h1', type: 'header', data: { text: 'Latest', level: 2, anchor: 'latest' } },
          { id: 's1', type: 'slot', data: { kind: 'banners', item: '1' } },
        ],
      },
    } as Record<string, Record<string, unknown>>,
  };
}

type Fixture = ReturnType<typeof minimal>;

/** The validation message for a fixture changed by `edit`, or 'valid'. */
function problemsAfter(edit: (content: Fixture) => void): string {
  const content = minimal();
  edit(content);
  try {
    validateContent(content);
    return 'valid';
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    return error.message;
  }
}

const record = (content: Fixture, name: keyof ContentFiles, index = 0) => content.files[name]![index] as Record<string, unknown>;
const indexBlocks = (content: Fixture) => content.pages['index.json']!.blocks as unknown[];

describe('validateContent', () => {
  it('accepts a valid minimal set and returns typed data, absent files as empty', () => {
    const data = validateContent(minimal());
    expect(data.files.artists[0]?.slug).toBe('halvard-quinn');
    expect(data.files.products[0]?.prices[0]?.currency.code).toBe('GBP');
    expect(data.files.events).toEqual([]);
    expect(data.pages.map((page) => page.path)).toEqual(['/']);
    expect(data.settings.headerMenu[0]?.menu?.[0]?.text).toBe('Radio');
  });

  it('names the file, the field path and the rule for a missing field', () => {
    expect(problemsAfter((c) => delete record(c, 'artists').slug)).toContain('content/artists.json: [0].slug is required');
    expect(problemsAfter((c) => delete c.settings.emptyCartLinkUrl)).toContain('content/settings.json: emptyCartLinkUrl is required');
  });

  it('reports a value outside an enum', () => {
    expect(problemsAfter((c) => (record(c, 'artists').status = 'live'))).toContain(
      'content/artists.json: [0].status must be one of [published, draft, archived]',
    );
    expect(problemsAfter((c) => (record(c, 'product_groups').visibility = 'hidden'))).toContain(
      'content/product_groups.json: [0].visibility must be one of [public, unlisted, null]',
    );
  });

  it('checks the data of each block kind', () => {
    const withBlock = (block: unknown) => problemsAfter((c) => indexBlocks(c).push(block));
    expect(withBlock({ id: 'x', type: 'header', data: { text: 'Hi', level: 9 } })).toContain(
      'content/pages/index.json: blocks[2].data.level must be one of [1, 2, 3, 4, 5, 6]',
    );
    expect(withBlock({ id: 'x', type: 'carousel', data: {} })).toContain(
      'content/pages/index.json: blocks[2].type must be one of [paragraph, header',
    );
    expect(withBlock({ id: 'x', type: 'delimiter', data: { style: 'wide' } })).toContain('blocks[2].data.style is not allowed');
    expect(withBlock({ id: 'x', type: 'quote', data: { text: 'Q', alignment: 'right' } })).toContain(
      'blocks[2].data.alignment must be one of [left, center]',
    );
    expect(
      withBlock({ id: 'x', type: 'list', data: { style: 'ordered', items: [{ content: 'a', items: [{ content: 'b' }] }] } }),
    ).toContain('blocks[2].data.items[0].items[0].items is required');
    expect(withBlock({ id: 'x', type: 'image', data: { caption: 'No source' } })).toContain(
      'blocks[2].data must contain at least one of [file, url]',
    );
    expect(withBlock({ id: 'x', type: 'slot', data: { kind: 'banners' } })).toContain('blocks[2].data.item is required');
    expect(withBlock({ id: 'x', type: 'slot', data: { kind: 'carousel', item: '1' } })).toContain(
      'blocks[2].data.kind must be one of [item_collections',
    );
    expect(
      withBlock({ id: 'x', type: 'slot', data: { kind: 'collection', view: { collection: 'bandsintownEvents', display: 'grid' } } }),
    ).toContain('blocks[2].data.view.artistName is required');
    expect(
      withBlock({ id: 'x', type: 'slot', data: { kind: 'collection', view: { collection: 'posts', display: 'grid', columns: 5 } } }),
    ).toContain('blocks[2].data.view.columns must be one of [4, 6]');
    expect(withBlock({ id: 'x', type: 'slot', data: { kind: 'collection', view: { collection: 'events', display: 'stack' } } })).toContain(
      'blocks[2].data.view.display must be one of [grid, carousel, list, lead]',
    );
    expect(problemsAfter((c) => (c.pages['index.json']!.hero = { release: 7 }))).toContain(
      'content/pages/index.json: hero.release must be a string',
    );
  });

  it('checks file records against what the asset source can render', () => {
    expect(problemsAfter((c) => (record(c, 'files').id = 'cover-1'))).toContain('content/files.json: [0].id must be a valid GUID');
    expect(problemsAfter((c) => (record(c, 'files', 1).width = 300))).toContain('content/files.json: [1].width is not allowed');
  });

  it('does not convert values', () => {
    expect(problemsAfter((c) => ((record(c, 'products').prices as { value: unknown }[])[0]!.value = '1.49'))).toContain(
      'content/products.json: [0].prices[0].value must be a number',
    );
    expect(problemsAfter((c) => ((record(c, 'products').prices as { discount: number }[])[0]!.discount = 2))).toContain(
      '[0].prices[0].discount must not be more than the value',
    );
  });

  it('rejects unknown keys, so typos are caught', () => {
    expect(problemsAfter((c) => (record(c, 'tags').nmae = 'News'))).toContain('content/tags.json: [0].nmae is not allowed');
    expect(problemsAfter((c) => (c.pages['index.json']!.sticky = []))).toContain('content/pages/index.json: sticky is not allowed');
  });

  it('reports dangling references', () => {
    expect(problemsAfter((c) => (record(c, 'product_groups').artist = '99'))).toContain(
      'content/product_groups.json: [0].artist references artists id "99", which does not exist',
    );
    expect(problemsAfter((c) => (record(c, 'tracks').preview = 'f-missing'))).toContain(
      'content/tracks.json: [0].preview references files id "f-missing"',
    );
    expect(problemsAfter((c) => (c.settings.promotedProducts = [{ product: '7' }]))).toContain(
      'content/settings.json: promotedProducts[0].product references products id "7"',
    );
    expect(problemsAfter((c) => indexBlocks(c).push({ id: 'x', type: 'slot', data: { kind: 'accordions', item: '3' } }))).toContain(
      'content/pages/index.json: blocks[2].data.item references accordions id "3"',
    );
    expect(problemsAfter((c) => indexBlocks(c).push({ id: 'x', type: 'image', data: { file: { id: 'f-nope' } } }))).toContain(
      'content/pages/index.json: blocks[2].data.file.id references files id "f-nope"',
    );
    expect(problemsAfter((c) => (c.pages['index.json']!.hero = { release: '77' }))).toContain(
      'content/pages/index.json: hero.release references product_groups id "77", which does not exist',
    );
    expect(
      problemsAfter(
        (c) => (c.files.item_collections = [{ id: '1', title: 'Start', display: 'grid', entries: [{ collection: 'pages', item: '9' }] }]),
      ),
    ).toContain('content/item_collections.json: [0].entries[0].item references pages id "9"');
  });

  it('reports duplicate ids', () => {
    expect(problemsAfter((c) => c.files.tags!.push({ id: '1', name: 'Tour', slug: 'tour' }))).toContain(
      'content/tags.json: [1].id "1" is a duplicate of [0].id',
    );
    expect(problemsAfter((c) => (c.pages['about.json'] = { ...c.pages['index.json'], path: '/about' }))).toContain(
      'content/pages/index.json: id "1" is a duplicate of content/pages/about.json',
    );
  });

  it('reports duplicate slugs and paths the site looks items up by', () => {
    expect(problemsAfter((c) => c.files.artists!.push({ ...record(c, 'artists'), id: '2' }))).toContain(
      'content/artists.json: [1].slug "halvard-quinn" is a duplicate of [0].slug',
    );
    expect(problemsAfter((c) => c.files.products!.push({ ...record(c, 'products'), id: '2' }))).toContain(
      'content/products.json: [1].slug "mp3" is a duplicate of [0].slug within its group',
    );
    expect(problemsAfter((c) => (c.pages['home.json'] = { ...c.pages['index.json'], id: '2' }))).toContain(
      'content/pages/index.json: path "/" is a duplicate of content/pages/home.json',
    );
  });

  it('lists every problem, and counts those past the first twenty', () => {
    const message = problemsAfter((c) => {
      c.files.tags = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: 'Tag' }));
    });
    expect(message.split('\n').filter((line) => line.includes('slug is required'))).toHaveLength(20);
    expect(message).toContain('…and 5 more');
    try {
      validateContent({ ...minimal(), settings: null });
    } catch (error) {
      expect(error).toBeInstanceOf(ContentValidationError);
      expect((error as ContentValidationError).problems).toEqual(['content/settings.json: value must be of type object']);
    }
    expect.assertions(4);
  });
});

describe('the demo content in content/', () => {
  const readJson = (relative: string): unknown => JSON.parse(readFileSync(path.join(contentDir, relative), 'utf8'));
  const collectionNames: (keyof ContentFiles)[] = [
    'labels',
    'artists',
    'product_groups',
    'products',
    'tracks',
    'tags',
    'posts',
    'events',
    'playlists',
    'radioShows',
    'banners',
    'item_collections',
    'custom_items',
    'accordions',
    'jobs_accounts',
    'contact_forms',
    'email_forms',
    'concert_events',
    'videos',
    'jobs',
    'files',
  ];
  const input: ContentInput = {
    files: Object.fromEntries(collectionNames.map((name) => [name, readJson(`${name}.json`)])),
    settings: readJson('settings.json'),
    cookies: readJson('cookies.json'),
    pages: Object.fromEntries(
      readdirSync(path.join(contentDir, 'pages'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => [name, readJson(`pages/${name}`)]),
    ),
  };
  const data = validateContent(input);
  const { files } = data;
  const today = '2026-11-21';
  const releases = files.product_groups.filter((group) => group.reference_type === 'release');
  const home = data.pages.find((page) => page.path === '/');

  it('is what the generator writes (run npm run content:generate after changing it)', () => {
    for (const [relative, text] of renderDemoContent()) {
      expect(readFileSync(path.join(contentDir, relative), 'utf8')).toBe(text);
    }
  });

  it('has the labels, artists and catalogue the site demonstrates', () => {
    expect(files.labels.filter((label) => label.kind === 'main' && label.isFeatured)).toHaveLength(1);
    expect(files.labels.filter((label) => label.kind === 'sister' && label.primary_colour && label.secondary_colour)).toHaveLength(3);
    expect(files.labels.filter((label) => label.kind === 'external' && label.website?.endsWith('.example'))).toHaveLength(2);
    expect(files.artists.length).toBeGreaterThanOrEqual(40);
    expect(files.artists.some((artist) => artist.status === 'draft')).toBe(true);
    expect(files.artists.some((artist) => artist.sort === null) && files.artists.some((artist) => artist.sort !== null)).toBe(true);
    expect(releases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(releases.map((release) => release.type))).toEqual(new Set(['album', 'ep', 'single']));
    expect(new Set(releases.map((release) => release.label))).toEqual(new Set(files.labels.map((label) => label.id)));
    for (const universe of ['bundle', 'merch', 'clothing']) {
      expect(files.product_groups.filter((group) => group.universe === universe).length).toBeGreaterThanOrEqual(8);
    }
    expect(files.product_groups.some((group) => group.reference_type === 'track')).toBe(true);
  });

  it('has pre-orders, discounts and prices in all three currencies', () => {
    // A shop's catalogue: most of it out, a few pre-orders to come (decision 0102).
    const active = releases.filter((release) => release.status === 'active');
    const preorders = active.filter((release) => (release.release_date ?? '') > today);
    expect(preorders.length).toBeGreaterThanOrEqual(2);
    expect(preorders.length).toBeLessThanOrEqual(4);
    // Newest first, the latest twelve are mostly out.
    const latest = [...active].sort((a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? '')).slice(0, 12);
    expect(latest.filter((release) => (release.release_date ?? '') <= today).length).toBeGreaterThan(6);
    expect(files.products.some((product) => product.prices.some((price) => price.discount > 0))).toBe(true);
    for (const product of files.products) {
      expect(product.prices.map((price) => price.currency.code).sort()).toEqual(['EUR', 'GBP', 'USD']);
      expect(product.stock === null).toBe(product.distribution === 'digital');
    }
    expect(files.products.some((product) => product.stock === 0)).toBe(true);
    expect(files.products.some((product) => product.territories.length > 0)).toBe(true);
    expect(files.products.some((product) => product.format === 'Bundle' && product.items.length > 0)).toBe(true);
    expect(files.products.some((product) => product.items.some((item) => item.option_group === 'Size'))).toBe(true);
  });

  it('has posts using every block kind, and the other collections', () => {
    expect(files.posts.length).toBeGreaterThanOrEqual(60);
    expect(files.tags.length).toBeGreaterThanOrEqual(12);
    const blocks = files.posts.flatMap((post) => post.blocks);
    const kinds: Block['type'][] = [
      'paragraph',
      'header',
      'code',
      'delimiter',
      'divider',
      'raw',
      'image',
      'list',
      'quote',
      'table',
      'embed',
      'iframe',
      'slot',
    ];
    expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(kinds));
    const services = new Set(blocks.flatMap((block) => (block.type === 'embed' ? [block.data.service] : [])));
    for (const service of ['youtube', 'vimeo', 'twitch']) expect(services).toContain(service);
    expect(files.events.length).toBeGreaterThanOrEqual(12);
    expect(files.events.some((event) => event.date < today) && files.events.some((event) => event.date > today)).toBe(true);
    expect(files.playlists.length).toBeGreaterThanOrEqual(12);
    expect(files.radioShows.length).toBeGreaterThanOrEqual(30);
    expect(files.banners.length).toBeGreaterThanOrEqual(4);
    expect(files.custom_items.length).toBeGreaterThanOrEqual(6);
    expect(files.accordions.length).toBeGreaterThanOrEqual(2);
    expect(files.concert_events.length).toBeGreaterThanOrEqual(20);
    const bandsintownNames = new Set(files.artists.map((artist) => artist.bandsintown_name));
    for (const concert of files.concert_events) expect(bandsintownNames).toContain(concert.artistName);
    const perPlaylist = files.videos.reduce(
      (counts, video) => counts.set(video.playlistId, (counts.get(video.playlistId) ?? 0) + 1),
      new Map<string, number>(),
    );
    expect(Math.max(...perPlaylist.values())).toBeGreaterThanOrEqual(30);
    expect(files.jobs.filter((job) => job.status === 'Open').length).toBeGreaterThanOrEqual(5);
    expect(files.contact_forms[0]?.departments.map((d) => d.department_name)).toEqual(
      expect.arrayContaining(['Lumen Tide Music Store', 'Lumen Tide Store', 'General', 'Demos', 'Licensing', 'Press']),
    );
  });

  it('references every file record and nothing outside .example hosts', () => {
    const everythingElse = JSON.stringify({ ...input, files: { ...input.files, files: [] } });
    // A record is referenced by its id, or by its address where a block plays it (`/assets/{id}`).
    const unreferenced = files.files.filter(
      (file) => !everythingElse.includes(`"${file.id}"`) && !everythingElse.includes(`"/assets/${file.id}"`),
    );
    expect(unreferenced).toEqual([]);
    const hosts = new Set([...everythingElse.matchAll(/https?:\/\/([a-z0-9.-]+)/g)].map((match) => match[1]));
    expect([...hosts].filter((host) => !host?.endsWith('.example'))).toEqual([]);
  });

  // Since issue 14 the home page is edited like a label's front page; the demo's pages together
  // still use every slot kind and a collection view per collection.
  it('composes its pages of every slot kind and a collection view per collection; the home page has a hero with its release', () => {
    expect(home?.hero?.image).toBeDefined();
    expect(data.files.product_groups.find((group) => group.id === home?.hero?.release)?.reference_type).toBe('release');
    const slots = data.pages.flatMap((page) => page.blocks.flatMap((block) => (block.type === 'slot' ? [block.data] : [])));
    const slotKinds: BlockSlot['kind'][] = [
      'item_collections',
      'videoPlaylists',
      'bandsintownEvents',
      'collection',
      'activeCampaignForms',
      'jobs',
      'banners',
      'accordions',
      'contactForms',
      'featured_item',
    ];
    expect(new Set(slots.map((slot) => slot.kind))).toEqual(new Set(slotKinds));
    const collections: CollectionName[] = [
      'artists',
      'bandsintownEvents',
      'events',
      'playlists',
      'posts',
      'product_groups',
      'products',
      'radioShows',
    ];
    expect(new Set(slots.flatMap((slot) => (slot.kind === 'collection' ? [slot.view.collection] : [])))).toEqual(new Set(collections));
    // The sticky menu points at headers on the page.
    const anchors = new Set(
      home?.blocks.flatMap((block) => (block.type === 'header' && block.data.anchor ? [`#${block.data.anchor}`] : [])),
    );
    for (const link of home?.sticky_menu ?? []) expect(anchors).toContain(link.url);
  });

  it('has a listing page per section with its filter menu, and a draft page', () => {
    const viewOn = (pagePath: string) =>
      data.pages
        .find((page) => page.path === pagePath)
        ?.blocks.flatMap((block) => (block.type === 'slot' && block.data.kind === 'collection' ? [block.data.view] : []))[0];
    expect(viewOn('/releases')).toMatchObject({
      filterMenu: 'releases',
      pagination: true,
      filter: { reference_type: { _eq: 'release' } },
      sort: ['-release_date'],
    });
    expect(viewOn('/merch')).toMatchObject({ filterMenu: 'merch', filter: { reference_type: { _eq: 'other' } } });
    expect(viewOn('/news')).toMatchObject({ collection: 'posts', filterMenu: 'posts' });
    expect(viewOn('/artists')).toMatchObject({ collection: 'artists', filterMenu: 'artists' });
    for (const pagePath of ['/events', '/radio', '/playlists', '/careers', '/contact', '/about']) {
      expect(data.pages.find((page) => page.path === pagePath)?.status).toBe('published');
    }
    expect(data.pages.some((page) => page.status === 'draft')).toBe(true);
  });
});
