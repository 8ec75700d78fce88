import { endCellSpan, endCellSpans, fillsWholeRows, wholeRowsCellCount } from '../../../shared/lib/catalog/grid-rows';

describe('grid rows: the end cell fills what is left of the last row', () => {
  it.each([
    // items, columns, span
    [11, 4, 1],
    [11, 3, 1],
    [11, 2, 1],
    [7, 3, 2],
    [5, 6, 1],
    [3, 4, 1],
    [2, 4, 2],
    [1, 6, 5],
  ])('%i items in %i columns: the end cell spans %i', (items, columns, span) => {
    expect(endCellSpan(items, columns)).toBe(span);
  });

  it('takes a whole row of its own when the items fill their rows exactly', () => {
    expect(endCellSpan(12, 4)).toBe(4);
    expect(endCellSpan(12, 3)).toBe(3);
    expect(endCellSpan(0, 2)).toBe(2);
  });

  it('never leaves a hole: items plus span always end a row', () => {
    for (const columns of [2, 3, 4, 6]) {
      for (let items = 0; items < 40; items += 1) {
        const span = endCellSpan(items, columns);
        expect(span).toBeGreaterThanOrEqual(1);
        expect(span).toBeLessThanOrEqual(columns);
        expect((items + span) % columns).toBe(0);
      }
    }
  });

  it('gives a span at each breakpoint: 2 small, 3 medium, 4 or 6 large', () => {
    expect(endCellSpans(7)).toEqual({ small: 1, medium: 2, large: 1 });
    expect(endCellSpans(7, 6)).toEqual({ small: 1, medium: 2, large: 5 });
    expect(endCellSpans(5, 6)).toEqual({ small: 1, medium: 1, large: 1 });
  });
});

describe('grid rows: page sizes that fill whole rows at every breakpoint', () => {
  it('needs 12 cells for 2/3/4 columns and 6 for 2/3/6', () => {
    expect(wholeRowsCellCount()).toBe(12);
    expect(wholeRowsCellCount(4)).toBe(12);
    expect(wholeRowsCellCount(6)).toBe(6);
  });

  it.each([
    [12, 4, true],
    [24, 4, true],
    [8, 4, false],
    [6, 4, false],
    [6, 6, true],
    [12, 6, true],
    [7, 6, false],
    [0, 6, false],
  ])('%i cells in a grid of %i columns fill whole rows: %s', (cells, columns, whole) => {
    expect(fillsWholeRows(cells, columns)).toBe(whole);
  });
});
