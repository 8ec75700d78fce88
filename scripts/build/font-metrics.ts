import { brotliDecompressSync } from 'node:zlib';

/** What a font's metrics say about its lines and its width, in font units. */
export interface FontMetrics {
  unitsPerEm: number;
  /** hhea's ascender, descender (negative below the baseline) and line gap: what browsers lay lines out with. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** The advance of an average character of English text (letters and spaces weighted by how often they occur). */
  averageWidth: number;
}

/**
 * How often each lower-case letter and the space occur in English text (per mille, rounded): the
 * weights of the average width, so a fallback sized to it sets a line of words as wide as the font.
 */
const ENGLISH_FREQUENCIES: Record<string, number> = {
  ' ': 183,
  e: 102,
  t: 75,
  a: 65,
  o: 62,
  n: 57,
  i: 57,
  s: 53,
  r: 50,
  h: 50,
  l: 33,
  d: 33,
  u: 23,
  c: 22,
  m: 20,
  f: 20,
  w: 17,
  g: 16,
  y: 14,
  p: 14,
  b: 12,
  v: 8,
  k: 6,
  x: 1,
  j: 1,
  q: 1,
  z: 1,
};

/** The tables of an OpenType file by tag: a plain font (TrueType or CFF outlines) or WOFF2. */
type Tables = Map<string, { bytes: Buffer; transformed: boolean }>;

/** Reads the metrics of a font file (OpenType/TrueType or WOFF2). Throws, naming `name`, what it cannot read. */
export function readFontMetrics(file: Buffer, name: string): FontMetrics {
  try {
    return metricsOf(file, name);
  } catch (error) {
    // A read past the end of a cut or malformed file: say which file.
    if (error instanceof Error && !error.message.startsWith(`${name}: `))
      throw new Error(`${name}: unreadable (${error.message})`, { cause: error });
    throw error;
  }
}

function metricsOf(file: Buffer, name: string): FontMetrics {
  const tables = file.subarray(0, 4).toString('latin1') === 'wOF2' ? woff2Tables(file, name) : sfntTables(file, name);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`${name}: no ${tag} table`);
    return found;
  };
  const head = table('head').bytes;
  const hhea = table('hhea').bytes;
  const unitsPerEm = head.readUInt16BE(18);
  if (unitsPerEm < 16 || unitsPerEm > 16384) throw new Error(`${name}: unitsPerEm ${unitsPerEm} is out of range`);
  const advances = advanceWidths(table('hmtx'), hhea.readUInt16BE(34), name);
  const glyphOf = characterMap(table('cmap').bytes, name);

  let weighted = 0;
  let total = 0;
  for (const [character, weight] of Object.entries(ENGLISH_FREQUENCIES)) {
    const glyph = glyphOf(character.codePointAt(0)!);
    if (glyph === 0) throw new Error(`${name}: has no glyph for ${JSON.stringify(character)}`);
    weighted += (advances[Math.min(glyph, advances.length - 1)] ?? 0) * weight;
    total += weight;
  }
  return {
    unitsPerEm,
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    averageWidth: weighted / total,
  };
}

/** An sfnt's table directory: the version, then tag, checksum, offset and length of each table. */
function sfntTables(file: Buffer, name: string): Tables {
  const version = file.readUInt32BE(0);
  if (version !== 0x00010000 && file.subarray(0, 4).toString('latin1') !== 'OTTO')
    throw new Error(`${name}: not an OpenType or WOFF2 font`);
  const tables: Tables = new Map();
  const count = file.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const entry = 12 + index * 16;
    const offset = file.readUInt32BE(entry + 8);
    const length = file.readUInt32BE(entry + 12);
    if (offset + length > file.length) throw new Error(`${name}: a table runs past the end of the file`);
    tables.set(file.subarray(entry, entry + 4).toString('latin1'), { bytes: file.subarray(offset, offset + length), transformed: false });
  }
  return tables;
}

/** The tags a WOFF2 table directory names by index (the WOFF2 specification's known-table list). */
const WOFF2_KNOWN_TAGS: readonly string[] = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

/**
 * A WOFF2 file's tables (W3C WOFF2 §4-5): the directory, then one Brotli stream holding the tables
 * one after another. glyf and loca may be transformed (their bytes are then not the font's, but no
 * metric comes from them); hmtx may be too, and keeps its advance widths after one flags byte.
 */
function woff2Tables(file: Buffer, name: string): Tables {
  if (file.readUInt32BE(4) === 0x74746366) throw new Error(`${name}: a font collection, not one font`);
  const count = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  let position = 48;
  const readBase128 = () => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) {
      const byte = file[position++];
      if (byte === undefined || (index === 0 && byte === 0x80)) throw new Error(`${name}: a malformed table directory`);
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error(`${name}: a malformed table directory`);
  };
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let index = 0; index < count; index += 1) {
    const flags = file[position++]!;
    const known = flags & 0x3f;
    let tag = WOFF2_KNOWN_TAGS[known];
    if (known === 0x3f) {
      tag = file.subarray(position, position + 4).toString('latin1');
      position += 4;
    }
    if (!tag) throw new Error(`${name}: unknown table index ${known}`);
    const version = flags >> 6;
    const originalLength = readBase128();
    // glyf and loca are transformed unless their version is 3; any other table only with a version above 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const length = transformed ? readBase128() : originalLength;
    entries.push({ tag, length, transformed });
  }
  if (position + compressedLength > file.length) throw new Error(`${name}: the font's data is cut short`);
  const stream = brotliDecompressSync(file.subarray(position, position + compressedLength));
  const tables: Tables = new Map();
  let offset = 0;
  for (const { tag, length, transformed } of entries) {
    if (offset + length > stream.length) throw new Error(`${name}: the ${tag} table runs past the font's data`);
    tables.set(tag, { bytes: stream.subarray(offset, offset + length), transformed });
    offset += length;
  }
  return tables;
}

/** Each glyph's advance width, from hmtx (a transformed WOFF2 hmtx starts with one flags byte). */
function advanceWidths({ bytes, transformed }: { bytes: Buffer; transformed: boolean }, count: number, name: string): number[] {
  const start = transformed ? 1 : 0;
  if (start + count * (transformed ? 2 : 4) > bytes.length) throw new Error(`${name}: hmtx is shorter than hhea says`);
  return Array.from({ length: count }, (_, glyph) => bytes.readUInt16BE(start + glyph * (transformed ? 2 : 4)));
}

/** The glyph of a code point, from the cmap's Unicode subtable (format 12, or else format 4); 0 when none. */
function characterMap(cmap: Buffer, name: string): (codePoint: number) => number {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => {
    const entry = 4 + index * 8;
    const offset = cmap.readUInt32BE(entry + 4);
    return { platform: cmap.readUInt16BE(entry), encoding: cmap.readUInt16BE(entry + 2), offset, format: cmap.readUInt16BE(offset) };
  });
  const unicode = subtables.filter(({ platform, encoding }) => platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)));
  const format12 = unicode.find((subtable) => subtable.format === 12);
  if (format12) {
    const groups = cmap.readUInt32BE(format12.offset + 12);
    return (codePoint) => {
      for (let index = 0; index < groups; index += 1) {
        const group = format12.offset + 16 + index * 12;
        const first = cmap.readUInt32BE(group);
        if (codePoint >= first && codePoint <= cmap.readUInt32BE(group + 4)) return cmap.readUInt32BE(group + 8) + codePoint - first;
      }
      return 0;
    };
  }
  const format4 = unicode.find((subtable) => subtable.format === 4);
  if (!format4) throw new Error(`${name}: no Unicode character map (format 4 or 12)`);
  const base = format4.offset;
  const segments = cmap.readUInt16BE(base + 6) / 2;
  const ends = base + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let segment = 0; segment < segments; segment += 1) {
      if (codePoint > cmap.readUInt16BE(ends + segment * 2)) continue;
      const start = cmap.readUInt16BE(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = cmap.readInt16BE(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
