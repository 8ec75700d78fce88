import type { GeneratedImageRequest } from './cover-art';
import { fitted, line, wrap, type LineStyle } from './lettering';
import { posterColours, posterDate, posterGround, posterOpen, safeBox } from './poster';
import { n, rasteriseSvg } from './rasterise';
import { createRandom } from './seeded-random';

export interface HeadlineWords {
  headline: string;
  /** What kind of story: News, Feature. */
  kicker: string;
  /** ISO date of publication. */
  date: string;
}

/** A story with no picture of its own: its headline set large under its kind and date. */
export function headlineCardSvg(request: GeneratedImageRequest, words: HeadlineWords): string {
  const random = createRandom(`headline:${request.seed}`);
  const colours = posterColours(random.fork('palette'), request.colours);
  const box = safeBox(request.width, request.height);
  const unit = box.height;
  const date = posterDate(words.date);
  const parts = [posterOpen(request), posterGround(random.fork('ground'), colours, request.width, request.height)];
  const kicker: LineStyle = { weight: 700, size: unit * 0.035, fill: colours.accent, tracking: 0.14 };
  parts.push(line(words.kicker.toUpperCase(), box.x, box.y + kicker.size, kicker));
  parts.push(
    line(`${date.day} ${date.month} ${date.year}`, box.x + box.width, box.y + kicker.size, {
      ...kicker,
      fill: colours.words,
      anchor: 'end',
    }),
  );
  parts.push(
    `<rect x="${n(box.x)}" y="${n(box.y + kicker.size * 2)}" width="${n(box.width)}" height="${n(unit * 0.006)}" fill="${colours.words}"/>`,
  );

  // The headline: as large as fits in the room left, up to five lines.
  const top = box.y + unit * 0.16;
  let style: LineStyle = { weight: 800, size: unit * 0.1, fill: colours.words };
  let lines = wrap(words.headline.toUpperCase(), style, box.width);
  while ((lines.length > 5 || lines.length * style.size * 1.4 > box.y + box.height - top) && style.size > unit * 0.03) {
    style = { ...style, size: style.size * 0.92 };
    lines = wrap(words.headline.toUpperCase(), style, box.width);
  }
  lines.forEach((text, index) =>
    parts.push(line(text, box.x, top + style.size + index * style.size * 1.4, fitted(text, style, box.width))),
  );
  parts.push('</svg>');
  return parts.join('');
}

export async function renderHeadlineCard(request: GeneratedImageRequest, words: HeadlineWords): Promise<Buffer> {
  return rasteriseSvg(headlineCardSvg(request, words), request.width, request.height);
}
