import { coverArtSvg, type GeneratedImageRequest } from './cover-art';
import { fitted, line, type LineStyle } from './lettering';
import { posterColours } from './poster';
import { luminance, mix } from './palette';
import { svgOpen } from './rasterise';
import { createRandom } from './seeded-random';

/**
 * Pictures of the record itself for its product gallery, all in the cover's colours: the back of
 * the sleeve with the tracklist, the label at the middle of the disc, and a packshot of the sleeve
 * with the disc (or case) beside it.
 */

/** The record a gallery picture belongs to: its words, and its cover's seed and colours. */
export interface RecordWords {
  title: string;
  artist: string;
  label: string;
  catalogue: string;
  cover: { seed: string; colours: string[] };
}

function recordColours(words: RecordWords) {
  return posterColours(createRandom(`record:${words.cover.seed}`), words.cover.colours);
}

/** The back of the sleeve: artist and title, the tracklist by side, and the label's small print. */
export function backSleeveSvg(request: GeneratedImageRequest, words: RecordWords & { tracks: string[]; sides: boolean }): string {
  const colours = recordColours(words);
  const parts = [svgOpen(request.width, request.height), `<rect x="-1000" y="-1000" width="3000" height="3000" fill="${colours.ground}"/>`];
  const left = 110;
  const width = 780;
  const heading = `${words.artist} — ${words.title}`.toUpperCase();
  parts.push(line(heading, left, 170, fitted(heading, { weight: 800, size: 34, fill: colours.words }, width)));
  parts.push(`<rect x="${left}" y="205" width="${width}" height="4" fill="${colours.accent}"/>`);
  // Vinyl lists its tracks by side (A1, A2, B1 ...), a digital release by number.
  const half = Math.ceil(words.tracks.length / 2);
  const rows = Math.max(1, words.tracks.length);
  const pitch = Math.min(56, 470 / rows);
  const size = Math.min(24, pitch * 0.5);
  words.tracks.forEach((track, index) => {
    const position = words.sides ? `${index < half ? 'A' : 'B'}${index < half ? index + 1 : index - half + 1}` : String(index + 1);
    const y = 280 + index * pitch;
    const style: LineStyle = { weight: 700, size, fill: colours.words };
    parts.push(line(position, left, y, { ...style, fill: colours.accent }));
    parts.push(line(track.toUpperCase(), left + 80, y, fitted(track.toUpperCase(), style, width - 80)));
  });
  // The foot: barcode, catalogue number, label.
  const bars: string[] = [];
  const random = createRandom(`barcode:${words.catalogue}`);
  for (let x = 0; x < 190; x += random.int(3, 7)) bars.push(`<rect x="${left + x}" y="800" width="${random.int(2, 4)}" height="90"/>`);
  parts.push(`<rect x="${left - 14}" y="786" width="220" height="118" fill="#f4efe6"/><g fill="#111">${bars.join('')}</g>`);
  parts.push(line(words.catalogue, left + width, 840, { weight: 800, size: 30, fill: colours.words, anchor: 'end' }));
  parts.push(
    line(
      words.label.toUpperCase(),
      left + width,
      890,
      fitted(words.label.toUpperCase(), { weight: 500, size: 20, fill: colours.accent, anchor: 'end', tracking: 0.1 }, 400),
    ),
  );
  parts.push('</svg>');
  return parts.join('');
}

/** The disc's centre label on its grooves: label, title, artist, side and speed. */
export function centreLabelSvg(request: GeneratedImageRequest, words: RecordWords & { rpm: number; side: 'A' | 'B' }): string {
  const colours = recordColours(words);
  const grooves: string[] = [];
  for (let r = 200; r < 465; r += 8) grooves.push(`<circle cx="500" cy="500" r="${r}"/>`);
  const paper = luminance(colours.accent) > 0.35 ? colours.accent : mix(colours.accent, '#ffffff', 0.5);
  const ink = mix(colours.ground, '#000000', 0.3);
  const small: LineStyle = { weight: 700, size: 17, fill: ink, anchor: 'middle', tracking: 0.12 };
  const parts = [
    svgOpen(request.width, request.height),
    `<rect x="-1000" y="-1000" width="3000" height="3000" fill="${mix(colours.ground, '#e9e4dc', 0.8)}"/>`,
    '<circle cx="508" cy="512" r="474" fill="#000" opacity="0.2"/>',
    '<circle cx="500" cy="500" r="474" fill="#0c0c0c"/>',
    `<g fill="none" stroke="#1f1f1f" stroke-width="3">${grooves.join('')}</g>`,
    // A sheen across the grooves, as light catches a record.
    '<path d="M500,500 L880,230 L930,330 Z M500,500 L120,770 L70,670 Z" fill="#ffffff" opacity="0.07"/>',
    `<circle cx="500" cy="500" r="190" fill="${paper}"/>`,
    line(words.label.toUpperCase(), 500, 400, fitted(words.label.toUpperCase(), small, 220)),
    line(
      words.title.toUpperCase(),
      500,
      468,
      fitted(words.title.toUpperCase(), { weight: 800, size: 30, fill: ink, anchor: 'middle' }, 300),
    ),
    `<circle cx="500" cy="500" r="9" fill="#0c0c0c"/>`,
    line(words.artist.toUpperCase(), 500, 562, fitted(words.artist.toUpperCase(), { ...small, weight: 500, size: 20 }, 300)),
    line(`SIDE ${words.side}  ·  ${words.rpm} RPM`, 500, 610, small),
    line(words.catalogue, 500, 640, { ...small, weight: 500 }),
    '</svg>',
  ];
  return parts.join('');
}

export type PackshotFormat = 'vinyl' | 'cd' | 'cassette';

/** The sleeve with its cover, on a studio backdrop, and the disc or case beside it. */
export function packshotSvg(request: GeneratedImageRequest, words: RecordWords & { format: PackshotFormat }): string {
  const colours = recordColours(words);
  const backdrop = mix(colours.ground, '#e9e4dc', 0.82);
  const cover = (size: number) => coverArtSvg({ seed: words.cover.seed, width: size, height: size, colours: words.cover.colours });
  const parts = [
    svgOpen(request.width, request.height),
    `<rect x="-1000" y="-1000" width="3000" height="3000" fill="${backdrop}"/>`,
    '<ellipse cx="480" cy="860" rx="380" ry="34" fill="#000" opacity="0.14"/>',
  ];
  if (words.format === 'vinyl') {
    const grooves = [250, 215, 180].map((r) => `<circle cx="640" cy="470" r="${r}" fill="none" stroke="#262626" stroke-width="3"/>`);
    parts.push(
      `<circle cx="640" cy="470" r="290" fill="#111"/>${grooves.join('')}<circle cx="640" cy="470" r="96" fill="${colours.accent}"/><circle cx="640" cy="470" r="7" fill="${backdrop}"/>`,
    );
    parts.push(
      `<rect x="132" y="192" width="560" height="560" fill="#000" opacity="0.2"/><g transform="translate(120 180)">${cover(560)}</g>`,
    );
  } else if (words.format === 'cd') {
    parts.push(
      `<circle cx="660" cy="430" r="200" fill="#d9dde2"/><circle cx="660" cy="430" r="190" fill="${colours.accent}" opacity="0.55"/><circle cx="660" cy="430" r="40" fill="${backdrop}"/>`,
    );
    parts.push(
      `<rect x="150" y="280" width="470" height="470" rx="6" fill="#000" opacity="0.2"/><g transform="translate(140 270)">${cover(460)}</g>`,
    );
    parts.push(`<rect x="140" y="270" width="460" height="460" fill="#ffffff" opacity="0.08"/>`);
  } else {
    parts.push(
      `<rect x="470" y="360" width="400" height="250" rx="16" fill="#1b1b1b"/><rect x="500" y="390" width="340" height="120" rx="6" fill="${colours.accent}"/>`,
    );
    parts.push(`<circle cx="600" cy="470" r="28" fill="#1b1b1b"/><circle cx="740" cy="470" r="28" fill="#1b1b1b"/>`);
    parts.push(
      `<rect x="170" y="270" width="280" height="440" fill="#000" opacity="0.2"/><g transform="translate(160 260)"><svg width="280" height="440" viewBox="140 0 280 440" preserveAspectRatio="xMidYMid slice">${cover(440)}</svg></g>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
