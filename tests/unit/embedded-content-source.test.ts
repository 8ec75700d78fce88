import path from 'node:path';
import { createEmbeddedContentSource, loadEmbeddedContent } from '../../server/sources/content/embedded-content-source';

const contentDir = path.resolve(__dirname, '..', '..', 'content');
const now = () => new Date('2026-11-21T12:00:00Z');

describe('embedded content source', () => {
  let source: ReturnType<typeof createEmbeddedContentSource>;
  beforeAll(async () => {
    source = createEmbeddedContentSource(await loadEmbeddedContent(contentDir), now);
  });

  it('reads the demo label settings and pages', async () => {
    expect((await source.getSiteSettings({ preview: false })).siteName).toBe('Lumen Tide');
    const [home] = await source.list('pages', { filter: { path: { _eq: '/' } } }, { preview: false });
    expect(home?.title).toBe('Lumen Tide');
  });

  it('shows drafts only in preview, and the status list narrows preview', async () => {
    const tour = { filter: { path: { _eq: '/tour' } } };
    expect(await source.list('pages', tour, { preview: false })).toEqual([]);
    expect((await source.list('pages', tour, { preview: true }))[0]?.status).toBe('draft');
    expect(await source.list('pages', { ...tour, status: ['published'] }, { preview: true })).toEqual([]);
    // A status filter cannot widen the public view.
    expect(await source.list('pages', { filter: { status: { _eq: 'draft' } } }, { preview: false })).toEqual([]);
  });

  it('counts what a listing without a limit would give, whatever the limit and offset asked', async () => {
    const releases = { filter: { reference_type: { _eq: 'release' } } };
    const all = await source.list('product_groups', { ...releases, limit: -1 }, { preview: false });
    expect(all.length).toBeGreaterThan(20);
    expect(await source.count('product_groups', { ...releases, limit: 5, offset: 10 }, { preview: false })).toBe(all.length);
    const everything = await source.list('product_groups', { ...releases, limit: -1 }, { preview: true });
    expect(await source.count('product_groups', releases, { preview: true })).toBe(everything.length);
  });

  it('hides unpublished items inside relations too', async () => {
    const everyArtist = await source.list('artists', { limit: -1 }, { preview: true });
    const draft = everyArtist.find((artist) => artist.status === 'draft');
    expect(draft).toBeDefined();
    expect(await source.getById('artists', draft!.id, { preview: false })).toBeNull();
    const groups = await source.list('product_groups', { limit: -1 }, { preview: false });
    expect(groups.some((group) => group.artist?.id === draft!.id)).toBe(false);
    expect(groups.every((group) => group.status === 'active')).toBe(true);
  });

  it('resolves relations both ways', async () => {
    const [release] = await source.list(
      'product_groups',
      { filter: { reference_type: { _eq: 'release' } }, sort: ['release_date'], limit: 1 },
      { preview: false },
    );
    expect(release!.products.every((product) => product.group === release)).toBe(true);
    expect(release!.tracks.map((t) => t.position)).toEqual([...release!.tracks.map((t) => t.position)].sort((a, b) => a - b));
    expect(release!.artist?.product_groups).toContain(release);
  });
});
