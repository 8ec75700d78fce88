import type { GeneratedImageRequest } from './cover-art';
import { fitted, line, type LineStyle } from './lettering';
import { posterColours, posterDate, posterGround, posterOpen, safeBox } from './poster';
import { n, rasteriseSvg } from './rasterise';
import { createRandom } from './seeded-random';

export interface ShowWords {
  show: string;
  episode: number;
  /** ISO date of the broadcast. */
  date: string;
}

/**
 * A radio episode's artwork: the show's own ground and colours (the same for every episode, so a
 * show is recognised at a glance), its name, and the episode's number and date. The lower quarter
 * stays quiet: tiles lay the show's logo and strap over it.
 */
export function showArtworkSvg(request: GeneratedImageRequest, words: ShowWords): string {
  // Seeded by the show, not the episode: every episode wears the show's look.
  const random = createRandom(`show:${words.show}`);
  const colours = posterColours(random.fork('palette'), request.colours);
  const box = safeBox(request.width, request.height);
  const unit = box.height;
  const date = posterDate(words.date);
  const parts: string[] = [posterOpen(request), posterGround(random.fork('ground'), colours, request.width, request.height)];

  // A broadcast mark: rings spreading from the corner behind the number.
  const rings: string[] = [];
  const cx = box.x + box.width;
  const cy = box.y + unit * 0.62;
  for (let i = 1; i <= 6; i++) rings.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(unit * 0.11 * i)}"/>`);
  parts.push(`<g fill="none" stroke="${colours.accent}" stroke-width="${n(unit * 0.008)}" opacity="0.45">${rings.join('')}</g>`);
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(unit * 0.035)}" fill="${colours.accent}"/>`);

  const name = words.show.toUpperCase();
  const nameStyle = fitted(name, { weight: 800, size: unit * 0.085, fill: colours.words }, box.width);
  parts.push(line(name, box.x, box.y + nameStyle.size, nameStyle));

  const labelStyle: LineStyle = { weight: 700, size: unit * 0.03, fill: colours.accent, tracking: 0.14 };
  const numberTop = box.y + unit * 0.3;
  parts.push(line('EPISODE', box.x, numberTop, labelStyle));
  const number = String(words.episode);
  const numberStyle = fitted(number, { weight: 800, size: unit * 0.28, fill: colours.accent }, box.width * 0.8);
  const numberBaseline = numberTop + unit * 0.05 + numberStyle.size;
  parts.push(line(number, box.x, numberBaseline, numberStyle));
  const dateText = `${date.weekday} ${date.day} ${date.month} ${date.year}`;
  parts.push(line(dateText, box.x, numberBaseline + unit * 0.13, { weight: 700, size: unit * 0.04, fill: colours.words, tracking: 0.06 }));

  parts.push('</svg>');
  return parts.join('');
}

export async function renderShowArtwork(request: GeneratedImageRequest, words: ShowWords): Promise<Buffer> {
  return rasteriseSvg(showArtworkSvg(request, words), request.width, request.height);
}
