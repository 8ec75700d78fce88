/**
 * The colours of the typographic tile that stands in for an item's missing picture: pairs from the
 * label's palette (ground, ink), picked by the title, so neighbouring tiles differ and a title
 * always gets the same pair.
 */
export const TITLE_TILE_COLOURS = [
  ['#0b1d2a', '#9bd4c9'],
  ['#22223b', '#f2e8cf'],
  ['#1f6f78', '#f2e8cf'],
  ['#5b3a6b', '#f4d35e'],
  ['#123c4a', '#ee964b'],
  ['#a8432e', '#f2e8cf'],
  ['#3aa7a3', '#0b1d2a'],
  ['#f4d35e', '#22223b'],
] as const;

export function titleTileColours(title: string): { backgroundColor: string; color: string } {
  let hash = 0;
  for (const character of title) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) >>> 0;
  const [backgroundColor, color] = TITLE_TILE_COLOURS[hash % TITLE_TILE_COLOURS.length]!;
  return { backgroundColor, color };
}
