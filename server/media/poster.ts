import type { GeneratedImageRequest } from './cover-art';
import { luminance, makePalette, mix, type Palette } from './palette';
import { n } from './rasterise';
import type { SeededRandom } from './seeded-random';

/**
 * What the typographic pictures (flyers, show artwork, headline and name cards) share: the box
 * their words must stay in, their colours, and the backgrounds behind the words.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where words survive every crop the site makes of a picture: tiles show its middle square,
 * page heads a 16:9 band. The words go in what both keep, inset by a margin.
 */
export function safeBox(width: number, height: number, inset = 0.07): Box {
  const w = Math.min(width, height);
  const h = Math.min(height, (width * 9) / 16, w);
  const margin = Math.min(w, h) * inset;
  return { x: (width - w) / 2 + margin, y: (height - h) / 2 + margin, width: w - 2 * margin, height: h - 2 * margin };
}

/** A picture drawn in its own pixel space: no scaling, so the layout is the one measured. */
export function posterOpen(request: GeneratedImageRequest): string {
  const { width, height } = request;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

/** A palette whose ground is dark, whose words read on it and whose accent stands out from both. */
export interface PosterColours {
  ground: string;
  groundLift: string;
  words: string;
  accent: string;
  /** A second accent for details. */
  detail: string;
  /** What reads on the accent. */
  onAccent: string;
}

export function posterColours(random: SeededRandom, colours?: readonly string[]): PosterColours {
  const palette: Palette = makePalette(random, colours);
  const ground = mix(palette.background[0], '#000000', luminance(palette.background[0]) > 0.35 ? 0.75 : 0.1);
  const accents = [...palette.accents].sort((a, b) => luminance(b) - luminance(a));
  // The liveliest accent that is clearly lighter than the ground.
  const accent = accents.find((colour) => luminance(colour) - luminance(ground) > 0.25) ?? palette.light;
  const detail = accents.find((colour) => colour !== accent && luminance(colour) - luminance(ground) > 0.2) ?? mix(accent, '#ffffff', 0.4);
  return {
    ground,
    groundLift: mix(ground, accent, 0.16),
    words: mix(palette.light, '#ffffff', 0.5),
    accent,
    detail,
    onAccent: luminance(accent) > 0.45 ? mix(ground, '#000000', 0.4) : '#ffffff',
  };
}

/** A full-bleed ground with one of a few quiet patterns, so words always sit on calm colour. */
export function posterGround(random: SeededRandom, colours: PosterColours, width: number, height: number): string {
  const parts = [`<rect width="${width}" height="${height}" fill="${colours.ground}"/>`];
  const size = Math.max(width, height);
  switch (random.int(0, 3)) {
    case 0: {
      // Concentric rings from a corner, like a record's grooves.
      const cx = random.pick([0, width]);
      const cy = random.pick([0, height]);
      const step = size * random.range(0.035, 0.06);
      const rings: string[] = [];
      for (let r = step; r < size * 1.5; r += step) rings.push(`<circle cx="${cx}" cy="${cy}" r="${n(r)}"/>`);
      parts.push(`<g fill="none" stroke="${colours.groundLift}" stroke-width="${n(step * 0.35)}">${rings.join('')}</g>`);
      break;
    }
    case 1: {
      // Wide diagonal bands.
      const angle = random.pick([-30, -15, 15, 30]);
      const step = size * random.range(0.08, 0.14);
      const bands: string[] = [];
      for (let x = -size; x < size * 2; x += step * 2)
        bands.push(`<rect x="${n(x)}" y="${-size}" width="${n(step)}" height="${size * 3}"/>`);
      parts.push(`<g fill="${colours.groundLift}" transform="rotate(${angle} ${width / 2} ${height / 2})">${bands.join('')}</g>`);
      break;
    }
    case 2: {
      // Halftone dots growing towards one side.
      const step = size * 0.028;
      const dots: string[] = [];
      const fromTop = random.chance(0.5);
      for (let y = step / 2; y < height; y += step) {
        const t = fromTop ? 1 - y / height : y / height;
        for (let x = step / 2; x < width; x += step) dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(step * 0.45 * t)}"/>`);
      }
      parts.push(`<g fill="${colours.groundLift}">${dots.join('')}</g>`);
      break;
    }
    default: {
      // A soft light from one edge.
      const cx = random.range(0.1, 0.9);
      parts.push(
        `<defs><radialGradient id="poster-light" cx="${n(cx)}" cy="${random.pick([0, 1])}" r="0.9"><stop offset="0" stop-color="${colours.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/></radialGradient></defs>`,
        `<rect width="${width}" height="${height}" fill="url(#poster-light)"/>`,
      );
    }
  }
  return parts.join('');
}

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A date as a poster prints it, in UTC so every machine prints the same: FRI, 04, DEC 2026. */
export function posterDate(iso: string): { weekday: string; day: string; month: string; year: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${iso}`);
  return {
    weekday: WEEKDAYS[date.getUTCDay()]!,
    day: String(date.getUTCDate()).padStart(2, '0'),
    month: MONTHS[date.getUTCMonth()]!,
    year: String(date.getUTCFullYear()),
  };
}
