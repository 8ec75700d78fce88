import type { GeneratedImageRequest } from './cover-art';
import { makePalette, mix, type Palette } from './palette';
import { n, rasteriseSvg, svgOpen } from './rasterise';
import { createRandom, type SeededRandom } from './seeded-random';

/**
 * An artist image with no one's likeness: a head-and-shoulders silhouette with a rim light over a
 * gradient and a backdrop pattern. Hair, headphones, pose and backdrop vary with the seed.
 */
export function portraitSvg(request: GeneratedImageRequest): string {
  const random = createRandom(`portrait:${request.seed}`);
  const palette = makePalette(random.fork('palette'), request.colours);
  const accent = random.pick(palette.accents);
  const cx = random.range(430, 570);
  const tilt = random.range(-8, 8);
  const headRadius = random.range(118, 150);
  const headY = random.range(380, 450);
  const figure = silhouette(random.fork('figure'), cx, headY, headRadius);
  const angle = random.int(0, 359);
  return [
    svgOpen(request.width, request.height),
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.background[1]}"/><stop offset="1" stop-color="${palette.background[0]}"/></linearGradient>`,
    `<radialGradient id="halo" cx="${n(cx / 1000)}" cy="${n(headY / 1000)}" r="0.45"><stop offset="0" stop-color="${accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    // In user space, so head, hair and shoulders share one gradient instead of one each.
    `<linearGradient id="body" gradientUnits="userSpaceOnUse" x1="0" y1="${n(headY - headRadius * 1.5)}" x2="0" y2="1000"><stop offset="0" stop-color="${mix(palette.ink, accent, 0.12)}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient>`,
    '</defs>',
    '<rect x="-1000" y="-1000" width="3000" height="3000" fill="url(#bg)"/>',
    backdrop(random.fork('backdrop'), palette),
    '<rect x="-1000" y="-1000" width="3000" height="3000" fill="url(#halo)"/>',
    `<g transform="rotate(${n(tilt)} ${n(cx)} 1000)">`,
    // The rim light: the same figure in the accent colour, nudged sideways behind the dark one.
    `<g fill="${accent}" transform="translate(${n(random.pick([-1, 1]) * random.range(6, 12))} -4)">${figure}</g>`,
    `<g fill="url(#body)">${figure}</g>`,
    '</g>',
    '</svg>',
  ].join('');
}

export async function renderPortrait(request: GeneratedImageRequest): Promise<Buffer> {
  return rasteriseSvg(portraitSvg(request), request.width, request.height);
}

function silhouette(random: SeededRandom, cx: number, headY: number, r: number): string {
  const neckY = headY + r * 0.9;
  const shoulderY = neckY + random.range(70, 110);
  const shoulderHalf = random.range(250, 330);
  const neckHalf = r * random.range(0.38, 0.48);
  const parts: string[] = [
    // Shoulders and chest, running off the bottom edge: neck down, out along each shoulder.
    path([
      `M${n(cx - neckHalf)},${n(headY + r * 0.5)}`,
      `L${n(cx - neckHalf)},${n(neckY)}`,
      `C${n(cx - neckHalf - 40)},${n(shoulderY - 20)} ${n(cx - shoulderHalf)},${n(shoulderY - 10)} ${n(cx - shoulderHalf - 30)},${n(shoulderY + 90)}`,
      `L${n(cx - shoulderHalf - 80)},1100 L${n(cx + shoulderHalf + 80)},1100`,
      `L${n(cx + shoulderHalf + 30)},${n(shoulderY + 90)}`,
      `C${n(cx + shoulderHalf)},${n(shoulderY - 10)} ${n(cx + neckHalf + 40)},${n(shoulderY - 20)} ${n(cx + neckHalf)},${n(neckY)}`,
      `L${n(cx + neckHalf)},${n(headY + r * 0.5)} Z`,
    ]),
    `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(r * 0.86)}" ry="${n(r)}"/>`,
  ];
  switch (random.int(0, 4)) {
    case 0: // full rounded hair
      parts.push(`<circle cx="${n(cx)}" cy="${n(headY - r * 0.25)}" r="${n(r * random.range(1.15, 1.4))}"/>`);
      break;
    case 1: // bun
      parts.push(`<ellipse cx="${n(cx)}" cy="${n(headY - r * 0.2)}" rx="${n(r * 0.95)}" ry="${n(r * 0.9)}"/>`);
      parts.push(`<circle cx="${n(cx + random.range(-20, 20))}" cy="${n(headY - r * 1.15)}" r="${n(r * 0.45)}"/>`);
      break;
    case 2: // long hair falling to the shoulders
      parts.push(
        `<path d="M${n(cx - r * 1.05)},${n(shoulderY + 40)} C${n(cx - r * 1.25)},${n(headY - r * 1.4)} ${n(cx + r * 1.25)},${n(headY - r * 1.4)} ${n(cx + r * 1.05)},${n(shoulderY + 40)} Z"/>`,
      );
      break;
    case 3: // cap with a brim
      parts.push(
        `<path d="M${n(cx - r * 0.92)},${n(headY - r * 0.2)} A${n(r * 0.95)},${n(r)} 0 0,1 ${n(cx + r * 0.92)},${n(headY - r * 0.2)} Z"/>`,
      );
      parts.push(`<ellipse cx="${n(cx + r * 0.55)}" cy="${n(headY - r * 0.22)}" rx="${n(r * 0.75)}" ry="${n(r * 0.12)}"/>`);
      break;
    default: // close crop: the head alone
      break;
  }
  if (random.chance(0.45)) {
    // Headphones: a band over the head and two cups, the label's one recurring prop.
    const band = r * 1.12;
    parts.push(
      `<path d="M${n(cx - band - 14)},${n(headY + 4)} A${n(band + 14)},${n(band * 1.1 + 14)} 0 0,1 ${n(cx + band + 14)},${n(headY + 4)} L${n(cx + band)},${n(headY + 4)} A${n(band)},${n(band * 1.1)} 0 0,0 ${n(cx - band)},${n(headY + 4)} Z"/>`,
      `<rect x="${n(cx - band - 34)}" y="${n(headY - 20)}" width="52" height="${n(r * 0.8)}" rx="22"/>`,
      `<rect x="${n(cx + band - 18)}" y="${n(headY - 20)}" width="52" height="${n(r * 0.8)}" rx="22"/>`,
    );
  }
  return parts.join('');
}

function backdrop(random: SeededRandom, palette: Palette): string {
  const colour = palette.light;
  switch (random.int(0, 3)) {
    case 0: {
      // Halftone dots growing towards one side.
      const dots: string[] = [];
      const fromLeft = random.chance(0.5);
      for (let y = 20; y < 1000; y += 40) {
        for (let x = 20; x < 1000; x += 40) {
          const t = fromLeft ? 1 - x / 1000 : x / 1000;
          dots.push(`<circle cx="${x}" cy="${y}" r="${n(2 + 12 * t * t)}"/>`);
        }
      }
      return `<g fill="${colour}" opacity="0.16">${dots.join('')}</g>`;
    }
    case 1: {
      const lines: string[] = [];
      const angle = random.range(-50, 50);
      for (let i = -20; i < 40; i++) lines.push(`<rect x="-500" y="${i * 40}" width="2000" height="${n(random.range(4, 16))}"/>`);
      return `<g fill="${colour}" opacity="0.12" transform="rotate(${n(angle)} 500 500)">${lines.join('')}</g>`;
    }
    case 2: {
      const rings: string[] = [];
      const cx = random.range(200, 800);
      const cy = random.range(200, 600);
      for (let i = 1; i < 16; i++) rings.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${i * 60}"/>`);
      return `<g fill="none" stroke="${colour}" stroke-width="6" opacity="0.14">${rings.join('')}</g>`;
    }
    default: {
      const blocks: string[] = [];
      for (let i = 0; i < 6; i++) {
        blocks.push(
          `<rect x="${n(random.range(-100, 900))}" y="${n(random.range(-100, 800))}" width="${n(random.range(120, 420))}" height="${n(random.range(120, 420))}" fill="${random.pick(palette.accents)}" opacity="${n(random.range(0.15, 0.35))}"/>`,
        );
      }
      return blocks.join('');
    }
  }
}

function path(commands: string[]): string {
  return `<path d="${commands.join(' ')}"/>`;
}
