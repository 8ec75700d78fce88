import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { buildDemoContent } from '../../../scripts/demo-content/build';
import { fileArtSvg, renderFileArt } from '../../../server/media/file-art';
import { escapeXml, fitted, line, measure } from '../../../server/media/lettering';
import type { FileArt, FileId, FileRecord } from '../../../server/sources/content/model';

/**
 * The demo's pictures fit their content: each generated picture is drawn from the words and things
 * its file record's art names, the same every time, different for different content.
 */
const demo = buildDemoContent();
const fileById = new Map(demo.files.files.map((file) => [file.id, file]));

function fileOf(id: FileId | undefined | null): FileRecord {
  const file = id ? fileById.get(id) : undefined;
  if (!file) throw new Error(`No file record ${String(id)}`);
  return file;
}

function requestOf(file: FileRecord) {
  return { seed: file.seed, width: file.width ?? 1600, height: file.height ?? 900, colours: file.colours };
}

function svgOf(file: FileRecord): string {
  if (!file.art) throw new Error(`${file.title}: no art`);
  return fileArtSvg(file.art, requestOf(file));
}

/** The words a picture's lettering does not carry (each line is labelled with its words). */
function missingWords(svg: string, words: string[]): string[] {
  return words.filter((word) => !svg.includes(escapeXml(word)));
}

const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const small = (art: FileArt, seed = 'seed') => renderFileArt(art, { seed, width: 320, height: 214 });

async function expectValidPicture(art: FileArt, seed: string) {
  const [a, b] = await Promise.all([small(art, seed), small(art, seed)]);
  expect(a.equals(b)).toBe(true);
  expect(await sharp(a).metadata()).toMatchObject({ format: 'png', width: 320, height: 214 });
  return a;
}

describe('event flyers', () => {
  const events = demo.files.events.filter((event) => event.cover_image);

  it('every demo event with a picture has a flyer set from its own date, venue, city and line-up', () => {
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      const svg = svgOf(fileOf(event.cover_image));
      const day = new Date(event.date).getUTCDate().toString().padStart(2, '0');
      expect(svg).toContain(`aria-label="${day}"`);
      const words = [event.venue.name, event.venue.location.split(',')[0]!, ...event.lineup];
      expect(
        missingWords(
          svg,
          words.map((word) => word.toUpperCase()),
        ),
      ).toEqual([]);
      expect(svg).not.toMatch(/<text/);
    }
  });

  it('is deterministic, a valid picture, and differs between events', async () => {
    const [first, second] = events.map((event) => fileOf(event.cover_image).art!);
    const a = await expectValidPicture(first!, 'a');
    const b = await expectValidPicture(second!, 'a');
    expect(hash(a)).not.toBe(hash(b));
  });

  it('renders a full-size flyer well under a second', async () => {
    const file = fileOf(events[0]!.cover_image);
    const started = performance.now();
    await renderFileArt(file.art!, requestOf(file));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('radio show artwork', () => {
  const episodes = demo.files.radioShows;

  it("every demo episode's artwork names its show, number and date", () => {
    expect(episodes.length).toBeGreaterThan(10);
    for (const episode of episodes) {
      const svg = svgOf(fileOf(episode.cover_image));
      const show = episode.title.replace(/ \d+$/, '');
      const date = new Date(episode.date);
      expect(missingWords(svg, [show.toUpperCase(), String(episode.episode)])).toEqual([]);
      expect(svg).toContain(`${String(date.getUTCDate()).padStart(2, '0')} `);
      expect(svg).toContain(String(date.getUTCFullYear()));
    }
  });

  it('is deterministic, a valid picture, and differs between episodes of a show', async () => {
    const [first, second] = episodes.map((episode) => fileOf(episode.cover_image).art!);
    const a = await expectValidPicture(first!, 'a');
    const b = await expectValidPicture(second!, 'a');
    expect(hash(a)).not.toBe(hash(b));
  });
});

describe('artist pictures', () => {
  const artists = demo.files.artists;

  it('every demo artist has a picture with their name on it, and no two artists the same picture', async () => {
    expect(artists.length).toBeGreaterThan(40);
    const hashes = new Set<string>();
    for (const artist of artists) {
      const file = fileOf(artist.image);
      expect(
        missingWords(
          svgOf(file),
          [artist.name.toUpperCase()].flatMap((name) => name.split(' ')),
        ),
      ).toEqual([]);
      hashes.add(hash(await renderFileArt(file.art!, { ...requestOf(file), width: 96, height: 120 })));
    }
    expect(hashes.size).toBe(artists.length);
  });

  it('is deterministic and a valid picture', async () => {
    await expectValidPicture(fileOf(artists[0]!.image).art!, 'a');
  });
});

describe('merch pictures', () => {
  const merch = demo.files.product_groups.filter((group) => group.reference_type === 'other');
  const productsOf = (groupId: string) => demo.files.products.filter((product) => product.group === groupId);

  it('shows each merch piece in each of its colours, and no two merch pictures are the same', async () => {
    expect(merch.length).toBeGreaterThan(20);
    const hashes = new Map<string, string>();
    for (const group of merch) {
      const pictures = [group.cover_image, ...(group.images ?? [])].map(fileOf);
      for (const file of pictures) {
        expect(file.art?.style).toBe('merch');
        const digest = hash(await renderFileArt(file.art!, { ...requestOf(file), width: 120, height: 120 }));
        expect([group.title, hashes.get(digest)]).toEqual([group.title, undefined]);
        hashes.set(digest, `${group.title}: ${file.title}`);
      }
      const variants = new Set(
        productsOf(group.id).flatMap((product) => (product.variant && !/^X*[SML]$/.test(product.variant) ? [product.variant] : [])),
      );
      const shown = new Set(pictures.map((file) => file.title));
      for (const variant of variants) expect([...shown].some((title) => title.endsWith(` in ${variant}`))).toBe(true);
    }
  });

  it("prints the piece's words on it and is a valid picture", async () => {
    const tee = merch.find((group) => group.title.endsWith('Tour T-Shirt'))!;
    const file = fileOf(tee.cover_image);
    expect(missingWords(svgOf(file), [tee.title.replace(' Tour T-Shirt', '').toUpperCase()])).toEqual([]);
    await expectValidPicture(file.art!, 'a');
  });
});

describe('news pictures', () => {
  const posts = demo.files.posts;
  const releaseCovers = new Set(demo.files.product_groups.map((group) => group.cover_image));
  const artistImages = new Set(demo.files.artists.map((artist) => artist.image));

  it("a story about a release shows its cover, about an artist the artist's picture, else its headline", () => {
    let subjects = 0;
    for (const post of posts) {
      const subject = post.artists?.[0] ? demo.files.artists.find((artist) => artist.id === post.artists![0]) : undefined;
      if (releaseCovers.has(post.cover_image) || (subject && post.cover_image === subject.image)) {
        subjects += 1;
        continue;
      }
      expect([post.title, post.cover_image && artistImages.has(post.cover_image)]).toEqual([post.title, false]);
      const file = fileOf(post.cover_image);
      expect(file.art?.style).toBe('headline');
      expect(missingWords(svgOf(file), post.title.toUpperCase().split(/\s+/))).toEqual([]);
    }
    expect(subjects).toBeGreaterThan(posts.length / 2);
  });

  it('a headline card is deterministic and a valid picture', async () => {
    const card = posts.map((post) => fileOf(post.cover_image)).find((file) => file.art?.style === 'headline')!;
    await expectValidPicture(card.art!, 'a');
  });
});

describe('release galleries', () => {
  const releases = demo.files.product_groups.filter((group) => group.reference_type === 'release');
  const artistName = (id?: string | null) => demo.files.artists.find((artist) => artist.id === id)?.name;

  it('shows the record itself: the back sleeve with its tracklist, and for vinyl its label and a packshot', () => {
    expect(releases.length).toBeGreaterThan(50);
    for (const release of releases) {
      const gallery = (release.images ?? []).map(fileOf);
      const cover = fileOf(release.cover_image);
      const styles = gallery.map((file) => file.art?.style);
      expect([release.title, styles[0]]).toEqual([release.title, 'back-sleeve']);
      const tracks = demo.files.tracks.filter((track) => track.product_group === release.id).map((track) => track.title.toUpperCase());
      expect(missingWords(svgOf(gallery[0]!), [release.catalogue_number!, ...tracks])).toEqual([]);
      const vinyl = demo.files.products.some((product) => product.group === release.id && product.format === 'Vinyl');
      expect([release.title, styles.includes('centre-label'), styles.includes('packshot')]).toEqual([
        release.title,
        vinyl,
        vinyl || styles.includes('packshot'),
      ]);
      for (const file of gallery) {
        const art = file.art as { cover: { seed: string }; artist: string };
        expect([art.cover.seed, art.artist]).toEqual([cover.seed, artistName(release.artist)]);
      }
    }
  });

  it('each gallery picture is deterministic, valid and its own', async () => {
    const release = releases.find((group) => (group.images ?? []).length >= 3)!;
    const pictures = await Promise.all((release.images ?? []).map((id, i) => expectValidPicture(fileOf(id).art!, `g${i}`)));
    expect(new Set(pictures.map(hash)).size).toBe(pictures.length);
  });
});

describe('lettering', () => {
  it('draws words as outlines labelled with the words, sized by cap height', () => {
    const style = { weight: 800, size: 40, fill: '#fff' } as const;
    const drawn = line('Night & Day', 10, 50, style);
    expect(drawn).toMatch(/^<g aria-label="Night &amp; Day"[^>]*><path d="M/);
    expect(drawn).not.toMatch(/<text/);
    expect(measure('NIGHT', { ...style, size: 80 })).toBeCloseTo(2 * measure('NIGHT', style), 5);
    expect(measure('NIGHT', fitted('NIGHT', style, 50))).toBeCloseTo(50, 5);
  });

  it('sets accented letters the face lacks without their accents, and leaves out what it cannot draw', () => {
    const style = { weight: 700, size: 40, fill: '#fff' } as const;
    expect(measure('Ōna', style)).toBeCloseTo(measure('Ona', style), 5);
    expect(measure('a\u{1F30A}b', style)).toBeCloseTo(measure('ab', style), 5);
  });
});
