import { inflateSync } from 'node:zlib';

/**
 * Lettering for generated pictures as outlines: a WOFF font's TrueType glyphs turned into SVG paths,
 * so a picture carries its words without librsvg needing any font installed (the production image
 * has none, and system fonts would differ between machines). Figures are lining (the `lnum`
 * feature); kerning and ligatures are left out: the pictures set short display lines.
 */
export interface OutlineFont {
  unitsPerEm: number;
  ascender: number;
  /** Height of a capital letter, from the font's own H. */
  capHeight: number;
  /** Whether the font draws this character. */
  has(character: string): boolean;
  /** Advance of the glyph for one character, in font units. */
  advance(character: string): number;
  /** The outline of one character in font units, y pointing down, origin on the baseline; '' if empty. */
  outline(character: string): string;
}

interface Table {
  data: Buffer;
}

/** Reads a WOFF (1.0) file: each table is zlib-compressed unless compressing did not help. */
function woffTables(bytes: Buffer): Map<string, Table> {
  if (bytes.length < 44 || bytes.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font (no wOFF signature)');
  const count = bytes.readUInt16BE(12);
  const tables = new Map<string, Table>();
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = bytes.toString('latin1', entry, entry + 4);
    const offset = bytes.readUInt32BE(entry + 4);
    const compressed = bytes.readUInt32BE(entry + 8);
    const original = bytes.readUInt32BE(entry + 12);
    const raw = bytes.subarray(offset, offset + compressed);
    tables.set(tag, { data: compressed < original ? inflateSync(raw) : raw });
  }
  return tables;
}

function table(tables: Map<string, Table>, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`The font has no ${tag} table (a TrueType-flavoured WOFF is needed)`);
  return found.data;
}

/** Unicode code point → glyph index, from a format 4 (BMP) or format 12 (full range) cmap subtable. */
function readCmap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  let best = -1;
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && best < 0))) best = offset;
  }
  if (best < 0) throw new Error('The font has no Unicode character map');
  if (cmap.readUInt16BE(best) === 12) {
    const groups = cmap.readUInt32BE(best + 12);
    for (let g = 0; g < groups; g++) {
      const at = best + 16 + g * 12;
      const [start, end, glyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
      for (let code = start; code <= end; code++) map.set(code, glyph + code - start);
    }
    return map;
  }
  const segments = cmap.readUInt16BE(best + 6) / 2;
  const ends = best + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [end, start] = [cmap.readUInt16BE(ends + s * 2), cmap.readUInt16BE(starts + s * 2)];
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2;
        const raw = cmap.readUInt16BE(at);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
  return map;
}

/** The glyphs listed by an OpenType coverage table, in coverage order. */
function coverage(data: Buffer, at: number): number[] {
  const glyphs: number[] = [];
  const count = data.readUInt16BE(at + 2);
  if (data.readUInt16BE(at) === 1) {
    for (let i = 0; i < count; i++) glyphs.push(data.readUInt16BE(at + 4 + i * 2));
  } else {
    for (let i = 0; i < count; i++) {
      const [start, end] = [data.readUInt16BE(at + 4 + i * 6), data.readUInt16BE(at + 6 + i * 6)];
      for (let glyph = start; glyph <= end; glyph++) glyphs.push(glyph);
    }
  }
  return glyphs;
}

/**
 * The single substitutions of one GSUB feature (glyph → glyph), e.g. `lnum`: the face's default
 * figures are old-style, which dance above and below a poster's line; lining ones stand on it.
 */
function singleSubstitutions(gsub: Buffer | undefined, feature: string): Map<number, number> {
  const map = new Map<number, number>();
  if (!gsub) return map;
  const features = gsub.readUInt16BE(6);
  const lookups = gsub.readUInt16BE(8);
  const lookupIndices = new Set<number>();
  for (let i = 0; i < gsub.readUInt16BE(features); i++) {
    const record = features + 2 + i * 6;
    if (gsub.toString('latin1', record, record + 4) !== feature) continue;
    const table = features + gsub.readUInt16BE(record + 4);
    for (let j = 0; j < gsub.readUInt16BE(table + 2); j++) lookupIndices.add(gsub.readUInt16BE(table + 4 + j * 2));
  }
  for (const index of lookupIndices) {
    const lookup = lookups + gsub.readUInt16BE(lookups + 2 + index * 2);
    const type = gsub.readUInt16BE(lookup);
    for (let k = 0; k < gsub.readUInt16BE(lookup + 4); k++) {
      let subtable = lookup + gsub.readUInt16BE(lookup + 6 + k * 2);
      // An extension lookup points on to the real subtable.
      if (type === 7) {
        if (gsub.readUInt16BE(subtable + 2) !== 1) continue;
        subtable += gsub.readUInt32BE(subtable + 4);
      } else if (type !== 1) continue;
      const glyphs = coverage(gsub, subtable + gsub.readUInt16BE(subtable + 2));
      const format = gsub.readUInt16BE(subtable);
      glyphs.forEach((glyph, i) => {
        const replacement = format === 1 ? (glyph + gsub.readInt16BE(subtable + 4)) & 0xffff : gsub.readUInt16BE(subtable + 6 + i * 2);
        map.set(glyph, replacement);
      });
    }
  }
  return map;
}

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

/** The contours of one glyph (composite glyphs resolved), in font units, y up. */
function glyphContours(glyf: Buffer, offsets: number[], glyph: number, depth = 0): Point[][] {
  const start = offsets[glyph];
  const end = offsets[glyph + 1];
  if (start === undefined || end === undefined || end <= start || depth > 4) return [];
  const contourCount = glyf.readInt16BE(start);
  if (contourCount < 0) return compositeContours(glyf, offsets, start + 10, depth);
  const endPoints = Array.from({ length: contourCount }, (_, i) => glyf.readUInt16BE(start + 10 + i * 2));
  const pointCount = (endPoints.at(-1) ?? -1) + 1;
  let at = start + 10 + contourCount * 2;
  at += 2 + glyf.readUInt16BE(at); // instructions: not needed for outlines
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = glyf.readUInt8(at++);
    flags.push(flag);
    if (flag & 8) for (let repeat = glyf.readUInt8(at++); repeat > 0; repeat--) flags.push(flag);
  }
  const coordinates = (shortBit: number, sameBit: number) => {
    const values: number[] = [];
    let value = 0;
    for (const flag of flags) {
      if (flag & shortBit) {
        const delta = glyf.readUInt8(at++);
        value += flag & sameBit ? delta : -delta;
      } else if (!(flag & sameBit)) {
        value += glyf.readInt16BE(at);
        at += 2;
      }
      values.push(value);
    }
    return values;
  };
  const xs = coordinates(2, 16);
  const ys = coordinates(4, 32);
  const contours: Point[][] = [];
  let first = 0;
  for (const last of endPoints) {
    const contour: Point[] = [];
    for (let i = first; i <= last; i++) contour.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, onCurve: ((flags[i] ?? 0) & 1) === 1 });
    contours.push(contour);
    first = last + 1;
  }
  return contours;
}

/** A composite glyph (an accented letter): its parts, each moved and scaled as the glyph says. */
function compositeContours(glyf: Buffer, offsets: number[], start: number, depth: number): Point[][] {
  const contours: Point[][] = [];
  let at = start;
  for (let more = true; more;) {
    const flags = glyf.readUInt16BE(at);
    const part = glyf.readUInt16BE(at + 2);
    at += 4;
    const words = (flags & 1) !== 0;
    const dx = words ? glyf.readInt16BE(at) : glyf.readInt8(at);
    const dy = words ? glyf.readInt16BE(at + 2) : glyf.readInt8(at + 1);
    at += words ? 4 : 2;
    let [a, b, c, d] = [1, 0, 0, 1];
    const f2dot14 = (offset: number) => glyf.readInt16BE(offset) / 16384;
    if (flags & 8) {
      a = d = f2dot14(at);
      at += 2;
    } else if (flags & 0x40) {
      [a, d] = [f2dot14(at), f2dot14(at + 2)];
      at += 4;
    } else if (flags & 0x80) {
      [a, b, c, d] = [f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6)];
      at += 8;
    }
    // Only offsets given as x/y (flag 2) are supported; point-matched parts keep their place.
    const [ox, oy] = flags & 2 ? [dx, dy] : [0, 0];
    for (const contour of glyphContours(glyf, offsets, part, depth + 1)) {
      contours.push(contour.map((p) => ({ x: a * p.x + c * p.y + ox, y: b * p.x + d * p.y + oy, onCurve: p.onCurve })));
    }
    more = (flags & 0x20) !== 0;
  }
  return contours;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** One closed contour as path commands: quadratic curves, with the on-curve points TrueType leaves implied. */
function contourPath(contour: Point[]): string {
  if (contour.length === 0) return '';
  const flip = (p: Point) => `${round(p.x)},${round(-p.y)}`;
  const midpoint = (p: Point, q: Point): Point => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2, onCurve: true });
  const firstOn = contour.findIndex((p) => p.onCurve);
  // A contour of off-curve points only starts between its first two.
  const start = firstOn >= 0 ? contour[firstOn]! : midpoint(contour[0]!, contour[1] ?? contour[0]!);
  const ordered = firstOn >= 0 ? [...contour.slice(firstOn + 1), ...contour.slice(0, firstOn)] : contour;
  const parts = [`M${flip(start)}`];
  let control: Point | null = null;
  for (const point of [...ordered, start]) {
    if (point.onCurve) {
      parts.push(control ? `Q${flip(control)} ${flip(point)}` : `L${flip(point)}`);
      control = null;
    } else {
      if (control) parts.push(`Q${flip(control)} ${flip(midpoint(control, point))}`);
      control = point;
    }
  }
  parts.push('Z');
  return parts.join('');
}

/** Parses a TrueType-flavoured WOFF font into outlines; throws with the reason when it cannot. */
export function parseWoffFont(bytes: Buffer): OutlineFont {
  const tables = woffTables(bytes);
  const head = table(tables, 'head');
  const hhea = table(tables, 'hhea');
  const hmtx = table(tables, 'hmtx');
  const loca = table(tables, 'loca');
  const glyf = table(tables, 'glyf');
  const glyphCount = table(tables, 'maxp').readUInt16BE(4);
  const unitsPerEm = head.readUInt16BE(18);
  const longOffsets = head.readInt16BE(50) === 1;
  const offsets = Array.from({ length: glyphCount + 1 }, (_, i) => (longOffsets ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2));
  const metricCount = hhea.readUInt16BE(34);
  const advanceOf = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricCount - 1) * 4);
  const cmap = readCmap(table(tables, 'cmap'));
  const lining = singleSubstitutions(tables.get('GSUB')?.data, 'lnum');
  const glyphOf = (character: string) => {
    const glyph = cmap.get(character.codePointAt(0) ?? 0) ?? 0;
    return lining.get(glyph) ?? glyph;
  };
  const outlines = new Map<number, string>();
  const outlineOf = (glyph: number) => {
    let path = outlines.get(glyph);
    if (path === undefined) {
      path = glyphContours(glyf, offsets, glyph).map(contourPath).join('');
      outlines.set(glyph, path);
    }
    return path;
  };
  const capGlyph = glyphOf('H');
  const capHeight =
    capGlyph && offsets[capGlyph] !== offsets[capGlyph + 1] ? glyf.readInt16BE((offsets[capGlyph] ?? 0) + 8) : unitsPerEm * 0.7;
  return {
    unitsPerEm,
    ascender: hhea.readInt16BE(4),
    capHeight,
    has: (character) => glyphOf(character) !== 0,
    advance: (character) => advanceOf(glyphOf(character)),
    outline: (character) => outlineOf(glyphOf(character)),
  };
}
