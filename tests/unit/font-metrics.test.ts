import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { readFontMetrics } from '../../scripts/build/font-metrics';
import { ARIAL_BOLD_METRICS, metricOverrides } from '../../scripts/build/metric-matched-fallback';

/**
 * The display face's fallback is sized from the font file at build time (decision 0100): the
 * reader is checked against the same font in another format, against the numbers Inter's fallback
 * was given by hand, and against the fallback's own file (Liberation Sans Bold, Arial Bold's widths;
 * Debian's fonts-liberation, which the browser tests need too).
 */
const SYNE_WOFF2 = require.resolve('@fontsource/syne/files/syne-latin-700-normal.woff2');
const SYNE_WOFF = require.resolve('@fontsource/syne/files/syne-latin-700-normal.woff');
const INTER_WOFF2 = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const LIBERATION = '/usr/share/fonts/truetype/liberation';

/** head and hhea of a WOFF (1.0) file: a directory of zlib-compressed tables, read here without the reader. */
function woffLineMetrics(file: Buffer) {
  const table = (tag: string) => {
    for (let index = 0; index < file.readUInt16BE(12); index += 1) {
      const entry = 44 + index * 20;
      if (file.subarray(entry, entry + 4).toString('latin1') !== tag) continue;
      const [offset, compressed, original] = [file.readUInt32BE(entry + 4), file.readUInt32BE(entry + 8), file.readUInt32BE(entry + 12)];
      const bytes = file.subarray(offset, offset + compressed);
      return compressed < original ? inflateSync(bytes) : bytes;
    }
    throw new Error(`no ${tag}`);
  };
  const hhea = table('hhea');
  return {
    unitsPerEm: table('head').readUInt16BE(18),
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
  };
}

describe('readFontMetrics', () => {
  it("reads Syne's WOFF2 as its WOFF says: the em, ascent, descent and line gap", () => {
    const metrics = readFontMetrics(readFileSync(SYNE_WOFF2), 'syne');
    expect(metrics).toMatchObject(woffLineMetrics(readFileSync(SYNE_WOFF)));
    expect(metrics).toMatchObject({ unitsPerEm: 1000, ascent: 925, descent: -275, lineGap: 0 });
    // A wide face: its average character is over half an em.
    expect(metrics.averageWidth).toBeGreaterThan(500);
    expect(metrics.averageWidth).toBeLessThan(600);
  });

  it("gives Inter's fallback the numbers it was given by hand, to within half a point", () => {
    const inter = readFontMetrics(readFileSync(INTER_WOFF2), 'inter');
    const arial = readFontMetrics(readFileSync(`${LIBERATION}/LiberationSans-Regular.ttf`), 'liberation');
    const overrides = metricOverrides(inter, arial);
    const points = (value: string) => parseFloat(value);
    expect(points(overrides.sizeAdjust)).toBeCloseTo(107.06, -0.3);
    expect(points(overrides.ascentOverride)).toBeCloseTo(90.49, -0.3);
    expect(points(overrides.descentOverride)).toBeCloseTo(22.56, -0.3);
    expect(overrides.lineGapOverride).toBe('0.00%');
  });

  it('keeps the width of Arial Bold the installed Liberation Sans Bold has', () => {
    const bold = readFontMetrics(readFileSync(`${LIBERATION}/LiberationSans-Bold.ttf`), 'liberation bold');
    expect(bold.unitsPerEm).toBe(ARIAL_BOLD_METRICS.unitsPerEm);
    expect(bold.averageWidth).toBeCloseTo(ARIAL_BOLD_METRICS.averageWidth, 1);
  });

  it('names the file it cannot read', () => {
    expect(() => readFontMetrics(Buffer.from('not a font at all, just some text'), 'notes.txt')).toThrow(
      /^notes\.txt: not an OpenType or WOFF2 font$/,
    );
    const truncated = readFileSync(SYNE_WOFF2).subarray(0, 200);
    expect(() => readFontMetrics(truncated, 'cut.woff2')).toThrow(/^cut\.woff2: /);
  });
});

describe('metricOverrides', () => {
  it('scales the fallback to the average width and gives the lines in the scaled em', () => {
    const font = { unitsPerEm: 1000, ascent: 900, descent: -300, lineGap: 100, averageWidth: 600 };
    expect(metricOverrides(font, { unitsPerEm: 2000, averageWidth: 1000 })).toEqual({
      sizeAdjust: '120.00%',
      ascentOverride: '75.00%',
      descentOverride: '25.00%',
      lineGapOverride: '8.33%',
    });
  });
});
