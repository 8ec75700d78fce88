/**
 * Row arithmetic of a grid whose load-more control or More link is its last cell (spec 000 §2
 * "Grid": the button or the link takes the last slot). The end cell stretches over what is left of
 * the last row, so a short page (a filtered result, the last page) never leaves a hole after it, at
 * any breakpoint; when the items fill their rows exactly, it takes a whole row of its own.
 */
import { gridColumns } from './collection-paging';

export type Breakpoint = 'small' | 'medium' | 'large';

/** The columns the end cell spans after `itemCount` items in rows of `columns`. */
export function endCellSpan(itemCount: number, columns: number): number {
  const count = Math.max(0, Math.floor(itemCount));
  const left = count % columns;
  return left === 0 ? columns : columns - left;
}

/** The end cell's span at each breakpoint of a grid configured with `columns` (4 unless 6). */
export function endCellSpans(itemCount: number, columns?: number | null): Record<Breakpoint, number> {
  const at = gridColumns(columns);
  return {
    small: endCellSpan(itemCount, at.small),
    medium: endCellSpan(itemCount, at.medium),
    large: endCellSpan(itemCount, at.large),
  };
}

/** Least common multiple of two positive integers. */
const lcm = (a: number, b: number): number => {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a * b) / gcd(a, b);
};

/**
 * The smallest number of cells that fills whole rows at every breakpoint of a grid configured with
 * `columns`: 12 for a grid of 2/3/4 columns, 6 for 2/3/6. A page size (a collection's limit, the
 * end cell included) that is a multiple of it never leaves a hole before the last page.
 */
export function wholeRowsCellCount(columns?: number | null): number {
  const at = gridColumns(columns);
  return [at.small, at.medium, at.large].reduce(lcm);
}

/** Whether `cells` cells fill whole rows at every breakpoint of the grid. */
export function fillsWholeRows(cells: number, columns?: number | null): boolean {
  return cells > 0 && cells % wholeRowsCellCount(columns) === 0;
}
