import { n } from './rasterise';
import type { SeededRandom } from './seeded-random';

/**
 * Shapes that read as sound, shared by the covers, banners and logos: a mirrored bar waveform (as
 * players draw a track) and a smooth line made of a few summed sines.
 */
export function waveformBars(
  random: SeededRandom,
  options: { x0: number; x1: number; y: number; height: number; bars: number; fill: string; opacity?: number },
): string {
  const { x0, x1, y, height, bars, fill } = options;
  const step = (x1 - x0) / bars;
  const width = step * 0.6;
  let level = random.range(0.3, 0.7);
  const rects: string[] = [];
  for (let i = 0; i < bars; i++) {
    // A random walk with a pull to the middle: loud and quiet passages, not white noise.
    level += random.range(-0.22, 0.22) + (0.5 - level) * 0.15;
    level = Math.min(1, Math.max(0.08, level));
    const envelope = Math.sin((Math.PI * (i + 0.5)) / bars) ** 0.6;
    const h = Math.max(2, height * level * envelope);
    rects.push(`<rect x="${n(x0 + i * step)}" y="${n(y - h / 2)}" width="${n(width)}" height="${n(h)}" rx="${n(width / 2)}"/>`);
  }
  return `<g fill="${fill}" opacity="${n(options.opacity ?? 1)}">${rects.join('')}</g>`;
}

/** Path data of a smooth line of summed sines from x0 to x1 around y. */
export function sineLine(random: SeededRandom, options: { x0: number; x1: number; y: number; amplitude: number }): string {
  const { x0, x1, y, amplitude } = options;
  const partials = Array.from({ length: 3 }, (_, i) => ({
    frequency: random.range(1, 4) * (i + 1),
    phase: random.range(0, Math.PI * 2),
    weight: 1 / (i + 1),
  }));
  const total = partials.reduce((sum, p) => sum + p.weight, 0);
  const points: string[] = [];
  const steps = 80;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const value = partials.reduce((sum, p) => sum + p.weight * Math.sin(p.phase + t * p.frequency * Math.PI * 2), 0);
    points.push(`${n(x0 + (x1 - x0) * t)},${n(y + (amplitude * value) / total)}`);
  }
  return `M${points.join('L')}`;
}
