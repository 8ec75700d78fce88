import type { GeneratedImageRequest } from './cover-art';
import { displayFace, line, measure, wrap, type LineStyle } from './lettering';
import { posterColours, posterGround, posterOpen, safeBox, type PosterColours } from './poster';
import { n, rasteriseSvg } from './rasterise';
import { createRandom, type SeededRandom } from './seeded-random';

/**
 * An artist's picture when there is no photograph: their name, set large in their own colours over
 * one of a few motifs (a giant initial, a sliced sun, grooves, bands, dots), placed by the seed.
 * No two artists share a name, so no two share a picture.
 */
export function nameCardSvg(request: GeneratedImageRequest, name: string): string {
  const random = createRandom(`name:${request.seed}`);
  const colours = posterColours(random.fork('palette'), request.colours);
  const { width, height } = request;
  const box = safeBox(width, height);
  const motif = random.fork('motif');
  const parts = [posterOpen(request)];
  const kind = motif.int(0, 4);
  if (kind === 0)
    parts.push(posterGround(motif, { ...colours, accent: colours.ground }, width, height), initial(motif, colours, name, request));
  else if (kind === 1)
    parts.push(`<rect width="${width}" height="${height}" fill="${colours.ground}"/>`, slicedSun(motif, colours, request));
  else parts.push(posterGround(motif, colours, width, height));

  // The name: as large as the box allows, every line the same size.
  const upper = name.toUpperCase();
  const probe: LineStyle = { weight: 800, size: box.height * 0.2, fill: colours.words };
  const lines = wrap(upper, probe, box.width);
  const widest = Math.max(...lines.map((text) => measure(text, probe)));
  const pitch = 1.3;
  const size = Math.min(probe.size * (box.width / widest), box.height / (lines.length * pitch));
  const anchor = random.pick(['start', 'middle'] as const);
  const x = anchor === 'start' ? box.x : box.x + box.width / 2;
  const blockHeight = size * (1 + (lines.length - 1) * pitch);
  const top = box.y + (box.height - blockHeight) / 2 + size;
  lines.forEach((text, index) => {
    parts.push(line(text, x, top + index * size * pitch, { weight: 800, size, fill: index % 2 ? colours.accent : colours.words, anchor }));
  });
  parts.push('</svg>');
  return parts.join('');
}

/** The first letter of the name, huge and pale, running off an edge. */
function initial(random: SeededRandom, colours: PosterColours, name: string, request: GeneratedImageRequest): string {
  const letter = [...name.toUpperCase()].find((character) => /\p{L}/u.test(character)) ?? name.charAt(0);
  const face = displayFace(800);
  const size = Math.max(request.width, request.height) * 0.9;
  const scale = size / face.capHeight;
  const x = random.range(-0.35, 0.15) * request.width;
  const y = request.height * random.range(0.75, 1.05);
  return `<g fill="${colours.groundLift}" transform="translate(${n(x)} ${n(y)}) scale(${scale.toFixed(4)})"><path d="${face.outline(letter)}"/></g>`;
}

/** A sun cut by widening slices, low or high in the picture. */
function slicedSun(random: SeededRandom, colours: PosterColours, request: GeneratedImageRequest): string {
  const { width, height } = request;
  const r = Math.min(width, height) * random.range(0.38, 0.5);
  const cx = width * random.range(0.3, 0.7);
  const cy = height * random.pick([0.22, 0.78]);
  const slices: string[] = [];
  for (let i = 0, y = cy - r * 0.1; y < cy + r; i++) {
    const gap = r * (0.02 + i * 0.018);
    slices.push(`<rect x="0" y="${n(y)}" width="${width}" height="${n(gap)}" fill="#000"/>`);
    y += gap + r * 0.12;
  }
  return [
    `<defs><mask id="name-slices"><rect width="${width}" height="${height}" fill="#fff"/>${slices.join('')}</mask></defs>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${colours.groundLift}" mask="url(#name-slices)"/>`,
  ].join('');
}

export async function renderNameCard(request: GeneratedImageRequest, name: string): Promise<Buffer> {
  return rasteriseSvg(nameCardSvg(request, name), request.width, request.height);
}
