import sharp from 'sharp';
import { coverArtSvg, renderCoverArt, type GeneratedImageRequest } from '../../../server/media/cover-art';
import { bannerSvg, logoSvg, renderBanner, renderLogo } from '../../../server/media/generic-image';
import { portraitSvg, renderPortrait } from '../../../server/media/portrait';

const kinds: [string, (request: GeneratedImageRequest) => Promise<Buffer>, (request: GeneratedImageRequest) => string][] = [
  ['cover art', renderCoverArt, coverArtSvg],
  ['portrait', renderPortrait, portraitSvg],
  ['banner', renderBanner, bannerSvg],
  ['logo', renderLogo, logoSvg],
];

describe.each(kinds)('%s', (_name, render, svg) => {
  it('is a PNG of exactly the requested size', async () => {
    const png = await render({ seed: 'night-drive', width: 320, height: 200 });
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 320, height: 200 });
  });

  it('gives byte-identical output for the same seed', async () => {
    const [a, b] = await Promise.all([
      render({ seed: 'night-drive', width: 240, height: 240 }),
      render({ seed: 'night-drive', width: 240, height: 240 }),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('gives different output for different seeds', async () => {
    const outputs = await Promise.all(['one', 'two', 'three'].map((seed) => render({ seed, width: 240, height: 240 })));
    expect(new Set(outputs.map((o) => o.toString('base64'))).size).toBe(3);
  });

  it('paints with the record colours when it has some, and writes no text', () => {
    const colours = ['#0b1d2a', '#f4d35e', '#c8553d'];
    const document = svg({ seed: 'night-drive', width: 240, height: 240, colours });
    expect(colours.filter((colour) => document.includes(colour)).length).toBeGreaterThanOrEqual(2);
    expect(svg({ seed: 'night-drive', width: 240, height: 240 })).not.toContain('#f4d35e');
    expect(document).not.toMatch(/<text/);
  });
});

describe('generated images', () => {
  it('renders a full-size cover well under a second', async () => {
    await renderCoverArt({ seed: 'warm-up', width: 64, height: 64 });
    const started = performance.now();
    const png = await renderCoverArt({ seed: 'full-size', width: 1400, height: 1400 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await sharp(png).metadata()).width).toBe(1400);
  });

  it('draws logos on a transparent background', async () => {
    const { data, info } = await sharp(await renderLogo({ seed: 'logo', width: 300, height: 100 }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // the top-left pixel's alpha
  });

  it('varies the composition with the seed: covers are not all alike', () => {
    const shapesOf = (seed: string) => coverArtSvg({ seed, width: 100, height: 100 }).match(/<(circle|path|rect|line|g)\b/g);
    const signatures = new Set(Array.from({ length: 30 }, (_, i) => shapesOf(`release-${i}`)?.slice(0, 12).join()));
    expect(signatures.size).toBeGreaterThan(10);
  });
});
