import type { GeneratedImageRequest } from './cover-art';
import { fitted, line, measure, wrap, type LineStyle } from './lettering';
import { posterColours, posterDate, posterGround, posterOpen, safeBox } from './poster';
import { n, rasteriseSvg } from './rasterise';
import { createRandom } from './seeded-random';

export interface FlyerWords {
  title: string;
  /** ISO date-time of the night. */
  date: string;
  venue: string;
  city: string;
  /** Headliner first. */
  lineup: readonly string[];
}

/**
 * An event's flyer, set from the event itself: a date block, the title beside it, the line-up
 * billed headliner first, and the venue and city along the foot.
 */
export function eventFlyerSvg(request: GeneratedImageRequest, words: FlyerWords): string {
  const random = createRandom(`flyer:${request.seed}`);
  const colours = posterColours(random.fork('palette'), request.colours);
  const box = safeBox(request.width, request.height);
  const unit = box.height;
  const date = posterDate(words.date);
  const parts: string[] = [posterOpen(request), posterGround(random.fork('ground'), colours, request.width, request.height)];

  // The date block: weekday, a big day, month and year.
  const block = { x: box.x, y: box.y, width: Math.min(box.width * 0.3, unit * 0.32), height: unit * 0.34 };
  const inner = block.width * 0.12;
  const small: LineStyle = { weight: 700, size: unit * 0.03, fill: colours.onAccent, tracking: 0.08 };
  parts.push(`<rect x="${n(block.x)}" y="${n(block.y)}" width="${n(block.width)}" height="${n(block.height)}" fill="${colours.accent}"/>`);
  parts.push(line(date.weekday, block.x + inner, block.y + inner + small.size, small));
  const day = fitted(date.day, { weight: 800, size: unit * 0.15, fill: colours.onAccent }, block.width - 2 * inner);
  parts.push(line(date.day, block.x + inner, block.y + block.height * 0.5 + day.size / 2, day));
  const monthYear = `${date.month} ${date.year}`;
  parts.push(line(monthYear, block.x + inner, block.y + block.height - inner, fitted(monthYear, small, block.width - 2 * inner)));

  // The title beside the block, up to three lines.
  const titleLeft = block.x + block.width + unit * 0.05;
  const titleWidth = box.x + box.width - titleLeft;
  let titleStyle: LineStyle = { weight: 800, size: unit * 0.052, fill: colours.words };
  let titleLines = wrap(words.title.toUpperCase(), titleStyle, titleWidth);
  while (titleLines.length > 3 && titleStyle.size > unit * 0.03) {
    titleStyle = { ...titleStyle, size: titleStyle.size * 0.9 };
    titleLines = wrap(words.title.toUpperCase(), titleStyle, titleWidth);
  }
  const titlePitch = titleStyle.size * 1.45;
  titleLines.forEach((text, index) => {
    parts.push(line(text, titleLeft, block.y + titleStyle.size + index * titlePitch, fitted(text, titleStyle, titleWidth)));
  });

  // The foot: a rule, the venue, the city.
  const footBaseline = box.y + box.height;
  const venueStyle: LineStyle = { weight: 700, size: unit * 0.036, fill: colours.words, tracking: 0.04 };
  const cityStyle: LineStyle = { weight: 500, size: unit * 0.03, fill: colours.accent, tracking: 0.08, anchor: 'end' };
  const city = words.city.toUpperCase();
  const cityWidth = Math.min(measure(city, cityStyle), box.width * 0.4);
  const venue = words.venue.toUpperCase();
  parts.push(
    `<rect x="${n(box.x)}" y="${n(footBaseline - venueStyle.size - unit * 0.05)}" width="${n(box.width)}" height="${n(unit * 0.006)}" fill="${colours.words}"/>`,
  );
  parts.push(line(venue, box.x, footBaseline, fitted(venue, venueStyle, box.width - cityWidth - unit * 0.04)));
  parts.push(line(city, box.x + box.width, footBaseline, fitted(city, cityStyle, cityWidth)));

  // The line-up between, as one block in the middle of the room left: the headliner biggest.
  const top = block.y + block.height + unit * 0.06;
  const bottom = footBaseline - venueStyle.size - unit * 0.1;
  const [headliner = '', ...rest] = words.lineup.map((name) => name.toUpperCase());
  const headStyle = fitted(headliner, { weight: 800, size: unit * 0.085, fill: colours.words }, box.width);
  const restSize = Math.min(unit * 0.05, (bottom - top - headStyle.size * 1.6) / Math.max(1, rest.length) / 1.5);
  const pitch = restSize * 1.5;
  const blockHeight = headStyle.size + (rest.length > 0 ? headStyle.size * 0.6 + rest.length * pitch - (pitch - restSize) : 0);
  const headBaseline = top + Math.max(0, (bottom - top - blockHeight) / 2) + headStyle.size;
  parts.push(line(headliner, box.x, headBaseline, headStyle));
  rest.forEach((name, index) => {
    const style: LineStyle = { weight: 700, size: restSize, fill: index % 2 ? colours.words : colours.detail };
    parts.push(line(name, box.x, headBaseline + headStyle.size * 0.6 + restSize + index * pitch, fitted(name, style, box.width)));
  });

  parts.push('</svg>');
  return parts.join('');
}

export async function renderEventFlyer(request: GeneratedImageRequest, words: FlyerWords): Promise<Buffer> {
  return rasteriseSvg(eventFlyerSvg(request, words), request.width, request.height);
}
