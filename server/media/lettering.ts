import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseWoffFont, type OutlineFont } from './glyph-outlines';
import { n } from './rasterise';

/**
 * Words on generated pictures, set in Syne (SIL Open Font License 1.1, @fontsource/syne, a
 * dependency of the site) and drawn as outlines (glyph-outlines.ts), so every machine draws the
 * same pixels. Each line carries its words as an aria-label: the picture says what it shows.
 */
export type Weight = 500 | 700 | 800;

const faces = new Map<Weight, OutlineFont>();

/** The display face at a weight, read from the package once per process. */
export function displayFace(weight: Weight): OutlineFont {
  let face = faces.get(weight);
  if (!face) {
    // LICENSE is a path the package exports; its font files sit beside it.
    const folder = path.join(path.dirname(require.resolve('@fontsource/syne/LICENSE')), 'files');
    face = parseWoffFont(readFileSync(path.join(folder, `syne-latin-${weight}-normal.woff`)));
    faces.set(weight, face);
  }
  return face;
}

export interface LineStyle {
  weight: Weight;
  /** Cap height in picture units: what the eye reads as the size of capitals. */
  size: number;
  fill: string;
  /** Extra space between letters, in ems. */
  tracking?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

/** The characters the face draws: accents it lacks are dropped from their letters, the rest left out. */
function drawable(face: OutlineFont, text: string): string[] {
  return [...text].flatMap((character) => {
    if (face.has(character) || character === ' ') return [character];
    const plain = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return [...plain].filter((part) => face.has(part));
  });
}

function scaleOf(face: OutlineFont, style: LineStyle): number {
  return style.size / face.capHeight;
}

/** The width a line takes in picture units. */
export function measure(text: string, style: LineStyle): number {
  const face = displayFace(style.weight);
  const characters = drawable(face, text);
  const tracking = (style.tracking ?? 0) * face.unitsPerEm;
  const units = characters.reduce((sum, character) => sum + face.advance(character) + tracking, 0) - (characters.length ? tracking : 0);
  return units * scaleOf(face, style);
}

/** The largest size (at most `style.size`) at which the line fits `maxWidth`. */
export function fitted(text: string, style: LineStyle, maxWidth: number): LineStyle {
  const width = measure(text, style);
  return width <= maxWidth ? style : { ...style, size: style.size * (maxWidth / width) };
}

/** One line of lettering with its baseline at (x, y). */
export function line(text: string, x: number, y: number, style: LineStyle): string {
  const face = displayFace(style.weight);
  const scale = scaleOf(face, style);
  const width = measure(text, style);
  const left = style.anchor === 'middle' ? x - width / 2 : style.anchor === 'end' ? x - width : x;
  const tracking = (style.tracking ?? 0) * face.unitsPerEm;
  const glyphs: string[] = [];
  let advance = 0;
  for (const character of drawable(face, text)) {
    const outline = face.outline(character);
    if (outline)
      glyphs.push(advance === 0 ? `<path d="${outline}"/>` : `<path transform="translate(${Math.round(advance)})" d="${outline}"/>`);
    advance += face.advance(character) + tracking;
  }
  const opacity = style.opacity !== undefined ? ` opacity="${n(style.opacity)}"` : '';
  return `<g aria-label="${escapeXml(text)}" fill="${style.fill}"${opacity} transform="translate(${n(left)} ${n(y)}) scale(${scale.toFixed(5)})">${glyphs.join('')}</g>`;
}

/**
 * Words broken into lines no wider than `maxWidth` (a word longer than that gets a line of its own
 * and is shrunk to fit by the caller's fitted()).
 */
export function wrap(text: string, style: LineStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, style) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
