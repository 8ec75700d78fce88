/**
 * A replaced image gets a new address (decision 0097): with Directus, an image's address carries
 * its file's version (`/assets/{id}?v=…`), `/assets/{id}` and the optimiser take that version and
 * keep each version's bytes apart, and a change of a file updates the versions before the pages
 * that showed it are rendered again. The embedded files have no versions: their addresses stay.
 */
import request from 'supertest';
import sharp from 'sharp';
import type { AssetSource, StoredAsset } from '../../server/sources/assets/asset-source';
import type { FileVersions } from '../../server/sources/assets/file-versions';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import { createTestSite } from '../support/test-site';
import { within } from '../support/within';

jest.setTimeout(30_000);

const REVALIDATE_SECRET = 'revalidate-webhook-secret-for-tests';

/** Versions the test sets by hand, as Directus's `uploaded_on` would move them. */
function handSetVersions(initial: Record<string, string> = {}) {
  const current = new Map(Object.entries(initial));
  const updates: string[][] = [];
  const versions: FileVersions = {
    versionOf: async (id) => current.get(id) ?? null,
    versionFor: async (id) => current.get(id) ?? null,
    async update(ids) {
      updates.push([...ids]);
    },
  };
  return { versions, current, updates };
}

async function aReleaseWithACover() {
  const { sources } = await createTestSite();
  const groups = await sources.content.list('product_groups', { filter: { reference_type: { _eq: 'release' } } }, { preview: false });
  const release = groups.find((group) => group.cover_image)!;
  return { slug: release.slug, cover: release.cover_image! };
}

describe('pages', () => {
  it('show an image at the address of its version: the gallery, the optimiser and the share card', async () => {
    const { slug, cover } = await aReleaseWithACover();
    const { versions } = handSetVersions({ [cover]: 'mvz38740' });
    const { app } = await createTestSite({ sources: { fileVersions: versions } });
    const html = (await request(app).get(`/products/${slug}`).expect(200)).text;
    expect(html).toContain(`/_next/image?url=${encodeURIComponent(`/assets/${cover}?v=mvz38740`)}&amp;w=640&amp;q=75`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*/assets/${cover}\\?fit=cover[^"]*&amp;height=800&amp;v=mvz38740"`),
    );
    expect(html).not.toContain(`url=${encodeURIComponent(`/assets/${cover}`)}&amp;`);
  });

  it("show a content page's hero and an image block at their versions' addresses", async () => {
    const hero = 'a50a76d8-1a17-4af9-ba61-7d0693b2e889';
    const block = '657124c1-f098-4b02-82e5-9508c2f1fb81';
    const { versions } = handSetVersions({ [hero]: 'mvz38740', [block]: 'mw0a1b2c' });
    const { app } = await createTestSite({ sources: { fileVersions: versions } });
    const html = (await request(app).get('/about').expect(200)).text;
    expect(html).toContain(`/_next/image?url=${encodeURIComponent(`/assets/${hero}?v=mvz38740`)}&amp;w=640`);
    expect(html).toContain(`/_next/image?url=${encodeURIComponent(`/assets/${block}?v=mw0a1b2c`)}&amp;w=1080`);
    expect(html).not.toContain(`url=${encodeURIComponent(`/assets/${block}`)}&amp;`);
  });

  it('keep the plain address where files have no versions (the embedded ones)', async () => {
    const { slug, cover } = await aReleaseWithACover();
    const { app } = await createTestSite();
    const html = (await request(app).get(`/products/${slug}`).expect(200)).text;
    expect(html).toContain(`/_next/image?url=${encodeURIComponent(`/assets/${cover}`)}&amp;w=640&amp;q=75`);
    expect(html).not.toMatch(/[?&;]v=|%3Fv%3D/);
  });

  it('re-rendered after a file changed carry its new version: the versions are read before the wave', async () => {
    const { slug, cover } = await aReleaseWithACover();
    const { versions, current, updates } = handSetVersions({ [cover]: 'mvz38740' });
    // Directus answers a moment later: the wave must wait for it.
    versions.update = async (ids) => {
      updates.push([...ids]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      current.set(cover, 'mw0a1b2c');
    };
    const { app, logs } = await createTestSite({
      env: { REVALIDATE_SECRET },
      sources: { fileVersions: versions },
      deps: { pageStore: createMemoryPageStore(200_000_000) },
    });
    const page = `/products/${slug}`;
    expect((await request(app).get(page).expect(200)).text).toContain('v%3Dmvz38740');
    expect((await request(app).get(page).expect(200)).headers['x-page-cache']).toBe('HIT');

    await request(app)
      .post('/api/revalidate')
      .set('Authorization', `Bearer ${REVALIDATE_SECRET}`)
      .send({ event: 'files.upload', collection: 'directus_files', key: cover, payload: { title: 'Cover' } })
      .expect(202);
    await within(20_000, () => logs.lines.some((line) => line.msg === 'pages of changed content re-rendered'), 'the wave');
    expect(updates).toEqual([[cover]]);
    const after = await request(app).get(page).expect(200);
    expect(after.headers['x-page-cache']).toBe('HIT');
    expect(after.text).toContain('v%3Dmw0a1b2c');
    expect(after.text).not.toContain('v%3Dmvz38740');
  });
});

const ID = '7d67f665-1724-41df-9301-a5c35d7153a3';

/** A Directus-like file whose bytes change under the same id: a red picture, then a blue one. */
async function replaceableFile() {
  const picture = (background: string) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer();
  const bytes = { v1: await picture('#ff0000'), v2: await picture('#0000ff') };
  const state = { current: 'v1' as 'v1' | 'v2', reads: [] as (string | null)[], asked: [] as (string | null)[] };
  const source: AssetSource = {
    async getAsset(id, version) {
      if (id !== ID) return null;
      state.reads.push(version ?? null);
      const asset: StoredAsset = { id, type: 'image/png', filename: 'cover.png', bytes: bytes[state.current] };
      return asset;
    },
    async versionFor(_id, asked) {
      state.asked.push(asked);
      return state.current;
    },
  };
  return { source, state };
}

/** The red share of the picture's centre, 0–255. */
const redOf = async (image: Buffer) => {
  const { data } = await sharp(image).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return data[0]!;
};

describe('/assets/{id} with a version', () => {
  it('answers each version from bytes of its own: the new one fetched anew, the old address still answering', async () => {
    const { source, state } = await replaceableFile();
    const { app } = await createTestSite({ sources: { assets: source } });
    const size = 'fit=cover&withoutEnlargement=true&format=jpg&width=800&quality=75&height=800';
    const first = await request(app).get(`/assets/${ID}?${size}&v=v1`).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await redOf(first.body as Buffer)).toBeGreaterThan(200);
    expect(state.reads).toEqual(['v1']);

    state.current = 'v2';
    const replaced = await request(app).get(`/assets/${ID}?${size}&v=v2`).expect(200);
    expect(await redOf(replaced.body as Buffer)).toBeLessThan(50);
    expect(state.reads).toEqual(['v1', 'v2']);
    // The old address is not broken: it answers what the file holds now.
    await request(app).get(`/assets/${ID}?${size}&v=v1`).expect(200);
    expect(state.asked).toEqual(['v1', 'v2', 'v1']);
  });

  it.each([
    ['an empty version', 'v=', 'Invalid parameter v'],
    ['not base-36 digits', 'v=a-b', 'Invalid parameter v'],
    ['too long', `v=${'a'.repeat(17)}`, 'Invalid parameter v'],
    ['given twice', 'v=a&v=b', 'Invalid parameter v: given more than once'],
  ])('refuses a version that is %s (400, as any bad parameter)', async (_name, query, error) => {
    const { source } = await replaceableFile();
    const { app } = await createTestSite({ sources: { assets: source } });
    const res = await request(app).get(`/assets/${ID}?width=800&${query}`).expect(400);
    expect(res.body.error).toContain(error);
  });

  it('takes a version where files have none, and answers the file as it is (the embedded files)', async () => {
    const { app, sources } = await createTestSite();
    const groups = await sources.content.list('product_groups', { limit: 1 }, { preview: false });
    const cover = groups[0]!.cover_image!;
    const plain = await request(app).get(`/assets/${cover}?width=800`).expect(200);
    const versioned = await request(app).get(`/assets/${cover}?width=800&v=abc`).expect(200);
    expect(versioned.headers.etag).toBe(plain.headers.etag);
    const optimised = (address: string) => `/_next/image?url=${encodeURIComponent(address)}&w=640&q=75`;
    const plainOptimised = await request(app)
      .get(optimised(`/assets/${cover}`))
      .expect(200);
    const versionedOptimised = await request(app)
      .get(optimised(`/assets/${cover}?v=abc`))
      .expect(200);
    expect(versionedOptimised.headers.etag).toBe(plainOptimised.headers.etag);
  });
});

describe('the optimiser with a versioned address', () => {
  const optimised = (address: string) => `/_next/image?url=${encodeURIComponent(address)}&w=640&q=75`;

  it('takes the address with its version, and makes each version from its own bytes', async () => {
    const { source, state } = await replaceableFile();
    const { app } = await createTestSite({ sources: { assets: source } });
    const first = await request(app)
      .get(optimised(`/assets/${ID}?v=v1`))
      .set('Accept', 'image/webp')
      .expect(200);
    expect(await redOf(first.body as Buffer)).toBeGreaterThan(200);
    state.current = 'v2';
    const replaced = await request(app)
      .get(optimised(`/assets/${ID}?v=v2`))
      .set('Accept', 'image/webp')
      .expect(200);
    expect(replaced.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await redOf(replaced.body as Buffer)).toBeLessThan(50);
  });

  it.each([
    ['another parameter', `/assets/${ID}?width=800`],
    ['a parameter beside the version', `/assets/${ID}?v=v1&width=800`],
    ['a bad version', `/assets/${ID}?v=v_1`],
    ['an id that is not a file id', '/assets/cover?v=v1'],
    ['a path after the id', `/assets/${ID}/x`],
  ])('refuses %s', async (_name, address) => {
    const { source } = await replaceableFile();
    const { app } = await createTestSite({ sources: { assets: source } });
    const res = await request(app).get(optimised(address)).expect(400);
    expect(res.body.error).toBe('url must be /assets/{id} or an absolute URL on an allowed host');
  });
});
