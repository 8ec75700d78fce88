import type { GeneratedImageRequest } from './cover-art';
import { makePalette, mix } from './palette';
import { n, rasteriseSvg, svgOpen } from './rasterise';
import { createRandom, type SeededRandom } from './seeded-random';
import { sineLine, waveformBars } from './waveform';

/**
 * Pictures that are neither covers nor people: wide banners (news, events, pages) and logos.
 * Banners are a night landscape of layered ridges under a sky; logos a mark and a wordmark made of
 * bars (no lettering: see rasterise.ts), on a transparent background so they sit on any header.
 */
export function bannerSvg(request: GeneratedImageRequest): string {
  const random = createRandom(`banner:${request.seed}`);
  const palette = makePalette(random.fork('palette'), request.colours);
  const shapes = random.fork('shapes');
  const layers = shapes.int(3, 6);
  const sunX = shapes.range(250, 1350);
  const sunY = shapes.range(180, 380);
  const ridges: string[] = [];
  const far = palette.accents[0] ?? palette.light;
  for (let i = 0; i < layers; i++) {
    const y = 480 + (i * 380) / layers;
    const line = sineLine(shapes, { x0: -100, x1: 1700, y, amplitude: shapes.range(40, 110) - i * 8 });
    ridges.push(`<path d="${line}L1700,1000L-100,1000Z" fill="${mix(far, palette.ink, i / layers)}"/>`);
  }
  const stars: string[] = [];
  for (let i = 0; i < 60; i++) {
    stars.push(`<circle cx="${n(shapes.range(0, 1600))}" cy="${n(shapes.range(0, 420))}" r="${n(shapes.range(1, 3.2))}"/>`);
  }
  return [
    svgOpen(request.width, request.height, 1600, 900),
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${n(sunX)}" cy="${n(sunY)}" r="520"><stop offset="0" stop-color="${palette.light}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    '<rect x="-1000" y="-1000" width="3600" height="2900" fill="url(#sky)"/>',
    `<g fill="${palette.light}" opacity="0.6">${stars.join('')}</g>`,
    '<rect x="-1000" y="-1000" width="3600" height="2900" fill="url(#glow)"/>',
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(shapes.range(60, 120))}" fill="${palette.light}"/>`,
    ridges.join(''),
    waveformBars(shapes, { x0: 200, x1: 1400, y: 820, height: 90, bars: 90, fill: palette.light, opacity: 0.35 }),
    '</svg>',
  ].join('');
}

export function logoSvg(request: GeneratedImageRequest): string {
  const random = createRandom(`logo:${request.seed}`);
  const palette = makePalette(random.fork('palette'), request.colours);
  const shapes = random.fork('shapes');
  const [main = palette.ink, second = palette.light] = palette.accents;
  // Wide logos put the wordmark beside the mark, squarish ones under it.
  const stacked = request.height >= request.width * 0.6;
  const layout = stacked
    ? { designWidth: 600, designHeight: 600, mark: { x: 300, y: 230, r: 150 }, rows: [410, 470], left: 120, right: 480 }
    : { designWidth: 600, designHeight: 200, mark: { x: 100, y: 100, r: 70 }, rows: [58, 110], left: 200, right: 570 };
  const { x, y, r } = layout.mark;
  // Bars of different lengths read as a two-line wordmark at a glance.
  const bars: string[] = [];
  layout.rows.forEach((top, row) => {
    const words = row === 0 ? shapes.int(1, 2) : shapes.int(1, 3);
    const lengths = Array.from({ length: words }, () => shapes.range(80, 160) * (row === 0 ? 1.2 : 0.75));
    const width = () => lengths.reduce((sum, length) => sum + length, 0) + 20 * (lengths.length - 1);
    while (lengths.length > 1 && width() > layout.right - layout.left) lengths.pop();
    let left = stacked ? 300 - width() / 2 : layout.left;
    for (const length of lengths) {
      bars.push(
        `<rect x="${n(left)}" y="${top}" width="${n(length)}" height="${row === 0 ? 36 : 22}" rx="${row === 0 ? 9 : 6}" fill="${row === 0 ? palette.ink : main}"/>`,
      );
      left += length + 20;
    }
  });
  return [
    // Shown whole at any size: a logo must never lose its mark to a crop.
    svgOpen(request.width, request.height, layout.designWidth, layout.designHeight, 'meet'),
    `<defs><clipPath id="mark"><circle cx="${x}" cy="${y}" r="${r}"/></clipPath></defs>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${main}"/>`,
    `<path d="${tide(shapes, x - r, x + r, y + r * 0.06, r)}" fill="none" stroke="${second}" stroke-width="${n(r * 0.17)}" stroke-linecap="round" clip-path="url(#mark)"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${palette.ink}" stroke-width="${n(r * 0.11)}"/>`,
    bars.join(''),
    '</svg>',
  ].join('');
}

/** The mark's wave: one or two smooth swells across the circle. */
function tide(random: SeededRandom, x0: number, x1: number, y: number, r: number): string {
  const swells = random.int(1, 2);
  const amplitude = r * random.range(0.2, 0.37);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    points.push(`${n(x0 + (x1 - x0) * t)},${n(y + amplitude * Math.sin(t * swells * Math.PI * 2))}`);
  }
  return `M${points.join('L')}`;
}

export async function renderBanner(request: GeneratedImageRequest): Promise<Buffer> {
  return rasteriseSvg(bannerSvg(request), request.width, request.height);
}

export async function renderLogo(request: GeneratedImageRequest): Promise<Buffer> {
  return rasteriseSvg(logoSvg(request), request.width, request.height);
}
