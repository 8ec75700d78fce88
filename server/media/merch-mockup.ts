import type { MerchObject } from '../sources/content/model';
import { coverArtSvg, type GeneratedImageRequest } from './cover-art';
import { fitted, line, type LineStyle } from './lettering';
import { luminance, mix } from './palette';
import { n, rasteriseSvg, svgOpen } from './rasterise';
import { createRandom, type SeededRandom } from './seeded-random';
import { sineLine } from './waveform';

export type { MerchObject };

export interface MerchWords {
  object: MerchObject;
  /** The piece's colour (the variant's), #rrggbb. */
  colour: string;
  /** What is printed on it: a wordmark, an artist's name. */
  print: string;
  /** Front, back (with `lines` printed on it) or a close-up of the print. */
  view: 'front' | 'back' | 'detail';
  lines?: string[];
  /** A bundle's record: its cover's seed and colours. */
  cover?: { seed: string; colours?: string[] };
  /** A bundle's extra piece. */
  extra?: MerchObject;
}

interface Ink {
  body: string;
  shade: string;
  print: string;
  accent: string;
}

/**
 * A product shot of a merch piece: the piece drawn flat-lay in its variant's colour on a studio
 * backdrop, with its print (the label's wordmark or an artist's name) in ink that reads on it.
 */
export function merchMockupSvg(request: GeneratedImageRequest, words: MerchWords): string {
  const random = createRandom(`merch:${request.seed}`);
  const [first = '#3aa7a3', second = first] = request.colours ?? [];
  const light = luminance(words.colour) > 0.55;
  const ink: Ink = {
    body: words.colour,
    shade: mix(words.colour, '#000000', light ? 0.12 : 0.35),
    print: light ? '#161616' : '#f4efe6',
    accent: luminance(first) > 0.3 ? first : second,
  };
  const backdrop = light ? mix(first, '#2a2a2a', 0.55) : mix(second, '#efeae2', 0.78);
  const parts = [
    svgOpen(request.width, request.height),
    `<defs><radialGradient id="mock-studio" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${mix(backdrop, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${mix(backdrop, '#000000', 0.12)}"/></radialGradient></defs>`,
    '<rect x="-1000" y="-1000" width="3000" height="3000" fill="url(#mock-studio)"/>',
    '<ellipse cx="500" cy="905" rx="330" ry="38" fill="#000" opacity="0.16"/>',
  ];
  const drawing = piece(random, words.object, words, ink);
  // A close-up: the same drawing, enlarged around its print; otherwise the piece fills the frame.
  const zoom = words.view === 'detail' ? 2.3 : 1.12;
  parts.push(`<g transform="translate(500 470) scale(${zoom}) translate(-500 -470)">${drawing}</g>`);
  parts.push('</svg>');
  return parts.join('');
}

function piece(random: SeededRandom, object: MerchObject, words: MerchWords, ink: Ink): string {
  switch (object) {
    case 'tshirt':
    case 'longsleeve':
    case 'crewneck':
    case 'hoodie':
    case 'jacket':
      return garment(object, words, ink);
    case 'tote':
      return [
        `<path d="M400,400 C400,230 600,230 600,400" fill="none" stroke="${ink.shade}" stroke-width="22"/>`,
        `<path d="M300,390 L700,390 L720,860 L280,860 Z" fill="${ink.body}"/>`,
        `<rect x="300" y="390" width="400" height="26" fill="${ink.shade}"/>`,
        wordmark(words, ink, 500, 640, 300),
      ].join('');
    case 'poster':
      return [
        `<rect x="292" y="118" width="424" height="760" fill="#000" opacity="0.18"/>`,
        `<rect x="280" y="100" width="420" height="760" fill="${ink.body}"/>`,
        ...[0, 1, 2, 3, 4, 5].map(
          (i) =>
            `<path d="${sineLine(random, { x0: 300, x1: 680, y: 300 + i * 70, amplitude: 30 })}" fill="none" stroke="${i % 2 ? ink.accent : ink.print}" stroke-width="7" opacity="0.85"/>`,
        ),
        wordmark(words, ink, 490, 790, 340),
      ].join('');
    case 'slipmat':
      return [0, 1]
        .map((i) => {
          const cx = 420 + i * 160;
          const cy = 470 + i * 60;
          return [
            `<circle cx="${cx}" cy="${cy}" r="300" fill="${i ? ink.body : ink.shade}"/>`,
            `<circle cx="${cx}" cy="${cy}" r="230" fill="none" stroke="${ink.accent}" stroke-width="6"/>`,
            `<circle cx="${cx}" cy="${cy}" r="12" fill="${mix(ink.body, '#000000', 0.6)}"/>`,
            i ? wordmark(words, ink, cx, cy + 110, 300) : '',
          ].join('');
        })
        .join('');
    case 'pin':
      return [
        `<circle cx="500" cy="470" r="250" fill="#c9a646"/>`,
        `<circle cx="500" cy="470" r="226" fill="${ink.body}"/>`,
        `<path d="M470,620 L482,380 L518,380 L530,620 Z" fill="${ink.print}"/>`,
        `<rect x="470" y="345" width="60" height="40" fill="#f4d35e"/>`,
        `<path d="M530,360 L700,310 L700,420 Z M470,360 L300,310 L300,420 Z" fill="#f4d35e" opacity="0.55"/>`,
        `<path d="M300,640 Q400,600 500,640 T700,640" fill="none" stroke="${ink.accent}" stroke-width="16"/>`,
      ].join('');
    case 'mug':
      return [
        `<path d="M650,420 C790,420 790,700 650,700" fill="none" stroke="${ink.shade}" stroke-width="46"/>`,
        `<path d="M300,300 L680,300 L670,820 Q490,860 310,820 Z" fill="${ink.body}"/>`,
        `<ellipse cx="490" cy="300" rx="190" ry="34" fill="${ink.shade}"/>`,
        wordmark(words, ink, 490, 580, 300),
      ].join('');
    case 'stickers':
      return Array.from({ length: 7 }, (_, i) => {
        const x = 260 + (i % 4) * 160 + random.range(-20, 20);
        const y = 300 + Math.floor(i / 4) * 300 + random.range(-30, 30);
        const fill = [ink.body, ink.accent, ink.print, ink.shade][i % 4]!;
        const shape = (paint: string) =>
          i % 2
            ? `<circle cx="0" cy="0" r="95" fill="${paint}"/>`
            : `<rect x="-110" y="-80" width="220" height="160" rx="26" fill="${paint}"/>`;
        const text = fitted(
          words.print.toUpperCase(),
          { weight: 800, size: 26, fill: fill === ink.print ? ink.body : ink.print, anchor: 'middle' },
          160,
        );
        return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(random.range(-25, 25))})"><g transform="translate(4 6)" opacity="0.2">${shape('#000')}</g>${shape(fill)}${line(words.print.toUpperCase(), 0, 10, text)}</g>`;
      }).join('');
    case 'notebook':
      return [
        `<rect x="312" y="142" width="400" height="720" rx="10" fill="#000" opacity="0.18"/>`,
        `<rect x="300" y="130" width="400" height="720" rx="10" fill="${ink.body}"/>`,
        `<rect x="300" y="130" width="70" height="720" fill="${ink.shade}"/>`,
        wordmark(words, ink, 535, 500, 280),
      ].join('');
    case 'candle':
      return [
        `<rect x="330" y="250" width="340" height="600" rx="60" fill="${mix(ink.body, '#ffffff', 0.35)}" opacity="0.9"/>`,
        `<rect x="350" y="420" width="300" height="400" rx="40" fill="${ink.body}"/>`,
        `<rect x="320" y="210" width="360" height="70" rx="14" fill="${ink.shade}"/>`,
        `<rect x="370" y="520" width="260" height="180" fill="#f4efe6"/>`,
        line(
          words.print.toUpperCase(),
          500,
          625,
          fitted(words.print.toUpperCase(), { weight: 800, size: 34, fill: '#161616', anchor: 'middle' }, 220),
        ),
      ].join('');
    case 'bandana':
      return [
        `<rect x="250" y="220" width="500" height="500" fill="${ink.body}" transform="rotate(45 500 470)"/>`,
        `<rect x="290" y="260" width="420" height="420" fill="none" stroke="${ink.print}" stroke-width="10" stroke-dasharray="4 16" transform="rotate(45 500 470)"/>`,
        ...Array.from({ length: 12 }, (_, i) => {
          const angle = (i / 12) * Math.PI * 2;
          return `<circle cx="${n(500 + Math.cos(angle) * 170)}" cy="${n(470 + Math.sin(angle) * 170)}" r="16" fill="${ink.accent}"/>`;
        }),
        wordmark(words, ink, 500, 495, 220),
      ].join('');
    case 'cap':
      return [
        `<path d="M260,600 C260,300 740,300 740,600 Z" fill="${ink.body}"/>`,
        `<path d="M240,600 L760,600 Q820,640 760,680 L360,690 Q200,660 240,600 Z" fill="${ink.shade}"/>`,
        `<path d="M500,330 L500,600" stroke="${ink.shade}" stroke-width="4"/>`,
        `<circle cx="500" cy="340" r="14" fill="${ink.shade}"/>`,
        wordmark(words, ink, 500, 520, 260),
      ].join('');
    case 'beanie':
      return [
        `<path d="M300,640 C300,240 700,240 700,640 Z" fill="${ink.body}"/>`,
        ...Array.from(
          { length: 11 },
          (_, i) => `<rect x="${310 + i * 36}" y="380" width="8" height="260" fill="${ink.shade}" opacity="0.6"/>`,
        ),
        `<rect x="280" y="600" width="440" height="170" rx="24" fill="${ink.shade}"/>`,
        `<rect x="450" y="650" width="100" height="70" fill="${ink.print}"/>`,
        line('LT', 500, 697, { weight: 800, size: 26, fill: ink.body, anchor: 'middle' }),
      ].join('');
    case 'bundle':
      return bundle(random, words, ink);
  }
}

/** The print: the words in the display face, fitted to the space the piece gives them. */
function wordmark(words: MerchWords, ink: Ink, x: number, y: number, width: number): string {
  const style: LineStyle = { weight: 800, size: 46, fill: ink.print, anchor: 'middle' };
  const text = words.print.toUpperCase();
  return `${line(text, x, y, fitted(text, style, width))}<path d="M${x - 60},${y + 34} q15,-14 30,0 t30,0 t30,0 t30,0" fill="none" stroke="${ink.accent}" stroke-width="7"/>`;
}

/** Tops, front or back: sleeves short or long, with a hood, a zip or ribbing as the piece has. */
function garment(object: MerchObject, words: MerchWords, ink: Ink): string {
  const long = object !== 'tshirt';
  const sleeves = long ? 'L720,230 Q800,300 850,800 L770,820 L705,420' : 'L720,230 L840,390 L760,445 L705,390';
  const left = long ? 'L295,420 L230,820 L150,800 Q200,300 280,230' : 'L295,390 L240,445 L160,390 L280,230';
  const body = `M420,200 Q500,250 580,200 ${sleeves} L705,880 Q500,895 295,880 ${left} Z`;
  const parts = [
    `<path d="${body}" fill="${ink.body}"/>`,
    `<path d="M420,200 Q500,250 580,200" fill="none" stroke="${ink.shade}" stroke-width="14"/>`,
  ];
  if (object === 'crewneck' || object === 'hoodie') {
    parts.push(`<rect x="295" y="850" width="410" height="34" fill="${ink.shade}"/>`);
    parts.push(`<path d="M770,820 L850,800 L854,770 L766,790 Z M230,820 L150,800 L146,770 L234,790 Z" fill="${ink.shade}"/>`);
  }
  if (object === 'hoodie' || object === 'jacket') {
    parts.unshift(`<path d="M400,215 Q400,90 500,90 Q600,90 600,215 Z" fill="${ink.shade}"/>`);
    parts.push(`<path d="M430,205 Q500,150 570,205 Q500,260 430,205 Z" fill="${mix(ink.body, '#000000', 0.45)}"/>`);
  }
  if (object === 'hoodie') {
    parts.push(`<path d="M470,235 L462,360 M530,235 L538,360" stroke="${ink.print}" stroke-width="6"/>`);
    parts.push(`<path d="M360,660 L640,660 L680,820 L320,820 Z" fill="${ink.shade}" opacity="0.55"/>`);
  }
  if (object === 'jacket') {
    parts.push(`<path d="M500,230 L500,885" stroke="${ink.shade}" stroke-width="8"/>`);
    parts.push(`<path d="M340,640 L420,600 M660,640 L580,600" stroke="${ink.shade}" stroke-width="8"/>`);
  }
  if (words.view === 'back') {
    const lines = words.lines ?? [];
    parts.push(wordmark(words, ink, 500, 360, 300));
    lines.slice(0, 8).forEach((text, index) => {
      parts.push(
        line(
          text.toUpperCase(),
          500,
          450 + index * 44,
          fitted(text.toUpperCase(), { weight: 700, size: 22, fill: ink.print, anchor: 'middle' }, 320),
        ),
      );
    });
  } else if (object !== 'jacket') parts.push(wordmark(words, ink, 500, object === 'hoodie' ? 480 : 440, 260));
  else
    parts.push(
      line(
        words.print.toUpperCase(),
        610,
        330,
        fitted(words.print.toUpperCase(), { weight: 800, size: 20, fill: ink.print, anchor: 'middle' }, 120),
      ),
    );
  return parts.join('');
}

/** A record in its sleeve, the disc drawn half out, with the bundle's extra piece in front. */
function bundle(random: SeededRandom, words: MerchWords, ink: Ink): string {
  const cover = words.cover
    ? coverArtSvg({ seed: words.cover.seed, width: 440, height: 440, colours: words.cover.colours })
    : `<svg width="440" height="440"><rect width="440" height="440" fill="${ink.accent}"/></svg>`;
  const extra = words.extra && words.extra !== 'bundle' ? piece(random, words.extra, { ...words, view: 'front' }, ink) : '';
  return [
    `<circle cx="560" cy="330" r="210" fill="#111"/>`,
    `<circle cx="560" cy="330" r="150" fill="none" stroke="#2a2a2a" stroke-width="40"/>`,
    `<circle cx="560" cy="330" r="70" fill="${ink.accent}"/>`,
    `<rect x="152" y="122" width="440" height="440" fill="#000" opacity="0.25"/>`,
    `<g transform="translate(140 110)">${cover}</g>`,
    extra ? `<g transform="translate(470 430) scale(0.5)">${extra}</g>` : '',
  ].join('');
}

export async function renderMerchMockup(request: GeneratedImageRequest, words: MerchWords): Promise<Buffer> {
  return rasteriseSvg(merchMockupSvg(request, words), request.width, request.height);
}
