import { makePalette, mix, type Palette } from './palette';
import { n, rasteriseSvg, svgOpen } from './rasterise';
import { createRandom, type SeededRandom } from './seeded-random';
import { sineLine, waveformBars } from './waveform';

/** What every generated picture needs: the seed decides everything, the size only scales it. */
export interface GeneratedImageRequest {
  seed: string;
  width: number;
  height: number;
  /** Optional palette (#rgb or #rrggbb); otherwise colours come from the seed. */
  colours?: readonly string[];
}

type Composer = (random: SeededRandom, palette: Palette) => string;

/**
 * A record cover: one of a few compositions (a striped sun on a horizon, concentric rings, a
 * geometric grid, layered waves, a spectrum), each varied by the seed, under a shared finish.
 */
export function coverArtSvg(request: GeneratedImageRequest): string {
  const random = createRandom(`cover:${request.seed}`);
  const palette = makePalette(random.fork('palette'), request.colours);
  const composer = random.pick(composers);
  const angle = random.int(0, 359);
  return [
    svgOpen(request.width, request.height),
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/>`,
    '</linearGradient>',
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">',
    '<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>',
    '</radialGradient>',
    '</defs>',
    // Oversized so any crop of the design square is still covered.
    '<rect x="-1000" y="-1000" width="3000" height="3000" fill="url(#bg)"/>',
    composer(random.fork('composition'), palette),
    '<rect x="-1000" y="-1000" width="3000" height="3000" fill="url(#vignette)"/>',
    finish(random.fork('finish'), palette),
    '</svg>',
  ].join('');
}

export async function renderCoverArt(request: GeneratedImageRequest): Promise<Buffer> {
  return rasteriseSvg(coverArtSvg(request), request.width, request.height);
}

const horizon: Composer = (random, palette) => {
  const cx = random.range(320, 680);
  const cy = random.range(360, 520);
  const radius = random.range(170, 290);
  const horizonY = cy + radius * random.range(0.25, 0.6);
  const stripes: string[] = [];
  // Gaps widen towards the bottom, the classic sliced sun.
  for (let i = 0, y = cy - radius * random.range(0.1, 0.4); i < 9 && y < horizonY; i++) {
    const gap = 5 + i * random.range(3, 5);
    stripes.push(`<rect x="0" y="${n(y)}" width="1000" height="${n(gap)}" fill="#000"/>`);
    y += gap + random.range(16, 30) - i * 1.5;
  }
  const grid: string[] = [];
  for (let i = 1; i <= 9; i++) {
    const y = horizonY + (1000 - horizonY) * (i / 9) ** 1.8;
    grid.push(`<line x1="-500" y1="${n(y)}" x2="1500" y2="${n(y)}"/>`);
  }
  for (let i = -8; i <= 8; i++) {
    grid.push(`<line x1="${n(cx + i * 18)}" y1="${n(horizonY)}" x2="${n(cx + i * 260)}" y2="1100"/>`);
  }
  const [a0, a1, a2] = accentsOf(palette);
  return [
    '<defs>',
    `<linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a1}"/><stop offset="1" stop-color="${a0}"/></linearGradient>`,
    `<mask id="slices"><rect x="0" y="0" width="1000" height="1000" fill="#fff"/>${stripes.join('')}</mask>`,
    '</defs>',
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 1.25)}" fill="${a1}" opacity="0.12"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="url(#sun)" mask="url(#slices)"/>`,
    `<rect x="-1000" y="${n(horizonY)}" width="3000" height="2000" fill="${palette.ink}" opacity="0.82"/>`,
    `<g stroke="${a2}" stroke-width="2" opacity="0.55">${grid.join('')}</g>`,
    waveformBars(random, { x0: 80, x1: 920, y: horizonY, height: random.range(90, 200), bars: random.int(40, 72), fill: a1, opacity: 0.9 }),
  ].join('');
};

const rings: Composer = (random, palette) => {
  const cx = random.range(250, 750);
  const cy = random.range(250, 750);
  const count = random.int(9, 18);
  const step = random.range(28, 52);
  const accents = accentsOf(palette);
  const circles: string[] = [];
  for (let i = count; i >= 1; i--) {
    const dashed = random.chance(0.3);
    const dash = dashed ? ` stroke-dasharray="${n(random.range(4, 40))} ${n(random.range(6, 30))}"` : '';
    circles.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(i * step)}" fill="none" stroke="${accents[i % accents.length]}" stroke-width="${n(random.range(3, step * 0.6))}" opacity="${n(random.range(0.35, 0.95))}"${dash}/>`,
    );
  }
  const bandAngle = random.range(-60, 60);
  return [
    `<rect x="-500" y="${n(random.range(380, 560))}" width="2000" height="${n(random.range(40, 140))}" fill="${accents[0]}" opacity="0.22" transform="rotate(${n(bandAngle)} 500 500)"/>`,
    circles.join(''),
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(step * 0.7)}" fill="${palette.light}"/>`,
    `<circle cx="${n(random.range(150, 850))}" cy="${n(random.range(150, 850))}" r="${n(random.range(20, 60))}" fill="${accents[1]}"/>`,
  ].join('');
};

const bauhaus: Composer = (random, palette) => {
  const cells = random.int(3, 6);
  const size = 1000 / cells;
  const colours = [...accentsOf(palette), palette.background[0], palette.background[1], palette.ink, palette.light];
  const shapes: string[] = [];
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      const x = col * size;
      const y = row * size;
      const back = random.pick(colours);
      let front = random.pick(colours);
      if (front === back) front = colours[(colours.indexOf(back) + 1) % colours.length] ?? palette.light;
      shapes.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(size + 0.5)}" height="${n(size + 0.5)}" fill="${back}"/>`);
      shapes.push(cellShape(random, x, y, size, front));
    }
  }
  return `<g>${shapes.join('')}</g>`;
};

function cellShape(random: SeededRandom, x: number, y: number, s: number, fill: string): string {
  const corner = random.int(0, 3);
  const cx = x + (corner % 2) * s;
  const cy = y + Math.floor(corner / 2) * s;
  switch (random.int(0, 6)) {
    case 0: // quarter circle from a corner
      return `<path d="M${n(cx)},${n(cy)} L${n(cx === x ? x + s : x)},${n(cy)} A${n(s)},${n(s)} 0 0,${corner === 0 || corner === 3 ? 1 : 0} ${n(cx)},${n(cy === y ? y + s : y)} Z" fill="${fill}"/>`;
    case 1: // circle
      return `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * random.range(0.25, 0.45))}" fill="${fill}"/>`;
    case 2: // half circle on an edge
      return `<path d="M${n(x)},${n(y + s / 2)} A${n(s / 2)},${n(s / 2)} 0 0,${random.int(0, 1)} ${n(x + s)},${n(y + s / 2)} Z" fill="${fill}"/>`;
    case 3: // triangle
      return `<path d="M${n(cx)},${n(cy)} L${n(x + s - (cx - x))},${n(cy)} L${n(cx)},${n(y + s - (cy - y))} Z" fill="${fill}"/>`;
    case 4: // ring
      return `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.3)}" fill="none" stroke="${fill}" stroke-width="${n(s * 0.12)}"/>`;
    case 5: // stripes
      return `<g fill="${fill}">${[0, 1, 2].map((i) => `<rect x="${n(x)}" y="${n(y + s * (0.1 + i * 0.3))}" width="${n(s)}" height="${n(s * 0.14)}"/>`).join('')}</g>`;
    default: // left empty: the grid needs rests
      return '';
  }
}

const waves: Composer = (random, palette) => {
  const layers = random.int(5, 9);
  const accents = accentsOf(palette);
  const from = random.pick(accents);
  const to = palette.ink;
  const bands: string[] = [
    `<circle cx="${n(random.range(200, 800))}" cy="${n(random.range(180, 380))}" r="${n(random.range(70, 160))}" fill="${palette.light}" opacity="0.9"/>`,
  ];
  for (let i = 0; i < layers; i++) {
    const y = 330 + (i * 640) / layers;
    const line = sineLine(random, { x0: -100, x1: 1100, y, amplitude: random.range(30, 90) });
    bands.push(`<path d="${line}L1100,1100L-100,1100Z" fill="${mix(from, to, i / (layers - 1))}"/>`);
  }
  return bands.join('');
};

const spectrum: Composer = (random, palette) => {
  const accents = accentsOf(palette);
  const bars = random.int(24, 56);
  const mirrored = random.chance(0.5);
  const baseline = mirrored ? 500 : random.range(720, 860);
  const shapes: string[] = [
    '<defs>',
    `<linearGradient id="bars" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accents[1]}"/><stop offset="1" stop-color="${accents[0]}"/></linearGradient>`,
    '</defs>',
    `<circle cx="500" cy="${n(mirrored ? 500 : baseline - 260)}" r="${n(random.range(260, 380))}" fill="none" stroke="${palette.light}" stroke-width="3" opacity="0.5"/>`,
  ];
  const step = 840 / bars;
  for (let i = 0; i < bars; i++) {
    // Falls off towards the highs, as a real spectrum does, with seeded jitter.
    const h = (560 * (0.25 + 0.75 * Math.exp(-i / (bars * random.range(0.35, 0.6)))) * random.range(0.45, 1)) / (mirrored ? 2 : 1);
    const x = 80 + i * step;
    const height = mirrored ? h * 2 : h;
    shapes.push(
      `<rect x="${n(x)}" y="${n(baseline - h)}" width="${n(step * 0.7)}" height="${n(height)}" rx="${n(step * 0.2)}" fill="url(#bars)"/>`,
    );
  }
  shapes.push(`<line x1="40" y1="${n(baseline)}" x2="960" y2="${n(baseline)}" stroke="${palette.light}" stroke-width="2" opacity="0.6"/>`);
  return shapes.join('');
};

const composers: readonly Composer[] = [horizon, rings, bauhaus, waves, spectrum];

/** Shared last touches: sometimes a frame, always a small label mark (a circle and a tide line). */
function finish(random: SeededRandom, palette: Palette): string {
  const parts: string[] = [];
  if (random.chance(0.35)) {
    parts.push(`<rect x="40" y="40" width="920" height="920" fill="none" stroke="${palette.light}" stroke-width="4" opacity="0.7"/>`);
  }
  const corner = random.pick([
    [70, 70],
    [930, 70],
    [70, 930],
    [930, 930],
  ] as const);
  const [x, y] = corner;
  parts.push(
    `<g opacity="0.85" stroke="${palette.light}" fill="none" stroke-width="3"><circle cx="${x}" cy="${y}" r="20"/><path d="M${x - 14},${y + 4} q7,-9 14,0 t14,0"/></g>`,
  );
  return parts.join('');
}

function accentsOf(palette: Palette): [string, string, string, ...string[]] {
  const [a = palette.light, b = a, c = b, ...rest] = palette.accents;
  return [a, b, c, ...rest];
}
