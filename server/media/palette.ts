import type { SeededRandom } from './seeded-random';

/** Colours of one picture: two for the background gradient, accents for shapes, ink for silhouettes. */
export interface Palette {
  background: [string, string];
  accents: string[];
  ink: string;
  light: string;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

/** Relative luminance 0..1 of a #rrggbb or #rgb colour. */
export function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const harmonies: readonly (readonly number[])[] = [
  [0, 30, 60], // analogous
  [0, 180, 200], // complementary
  [0, 120, 240], // triadic
  [0, 150, 210], // split complementary
  [0, -40, 160],
];

/**
 * A palette from the seed, or from the record's own colours when it has some. Records list the
 * two or three colours a picture is painted with: the darkest becomes the ground, the others the
 * shapes, and tints of them fill in whatever else a composition needs, so any count works.
 */
export function makePalette(random: SeededRandom, colours?: readonly string[]): Palette {
  const base = random.range(0, 360);
  const offsets = random.pick(harmonies);
  const dark = random.chance(0.65);
  const sat = random.range(0.55, 0.9);
  const derived: Palette = {
    background: [
      hsl(base + (offsets[0] ?? 0), sat * 0.8, dark ? random.range(0.08, 0.16) : random.range(0.78, 0.88)),
      hsl(base + (offsets[1] ?? 30), sat, dark ? random.range(0.22, 0.34) : random.range(0.6, 0.72)),
    ],
    accents: [
      hsl(base + (offsets[2] ?? 60), sat, random.range(0.5, 0.62)),
      hsl(base + (offsets[1] ?? 30) + 10, Math.min(1, sat + 0.1), random.range(0.58, 0.7)),
      hsl(base + 180, sat * 0.7, random.range(0.7, 0.82)),
      hsl(base + (offsets[2] ?? 60) - 20, sat, random.range(0.36, 0.46)),
    ],
    ink: hsl(base + 200, 0.35, dark ? 0.05 : 0.12),
    light: hsl(base + 20, 0.4, 0.95),
  };
  if (!colours || colours.length === 0) return derived;
  const [darkest = derived.ink, ...others] = [...colours].sort((a, b) => luminance(a) - luminance(b));
  const shapes = others.length > 0 ? others : derived.accents.slice(0, 2);
  const lightest = shapes[shapes.length - 1] ?? derived.light;
  const first = shapes[0] ?? lightest;
  return {
    background: [darkest, mix(darkest, first, 0.3)],
    accents: [...shapes, mix(lightest, '#ffffff', 0.4), mix(first, darkest, 0.45)],
    ink: mix(darkest, '#000000', 0.55),
    light: mix(lightest, '#ffffff', 0.75),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Linear mix of two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const parse = (hex: string) => {
    const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
    return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  };
  const [ca, cb] = [parse(a), parse(b)];
  return `#${ca
    .map((value, i) =>
      Math.round(value + ((cb[i] ?? value) - value) * clamp(t, 0, 1))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
