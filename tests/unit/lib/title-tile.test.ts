import { TITLE_TILE_COLOURS, titleTileColours } from '../../../shared/lib/catalog/title-tile';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the typographic tile', () => {
  // A tile's title can be small on a phone (12 % of a narrow tile): it must read as body text does.
  it.each(TITLE_TILE_COLOURS.map(([ground, ink]) => [ground, ink]))('%s under %s reads at 4.5:1 or more (WCAG AA)', (ground, ink) => {
    expect(contrast(ground, ink)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a title always the same pair, and different titles different pairs', () => {
    expect(titleTileColours('Careers')).toEqual(titleTileColours('Careers'));
    const pairs = new Set(['Careers', 'Radio', 'Merch', 'Events', 'News', 'About'].map((title) => titleTileColours(title).backgroundColor));
    expect(pairs.size).toBeGreaterThan(1);
  });
});
