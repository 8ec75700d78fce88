/**
 * Filter menus (spec 000 §2 "Filter menus", §5, §9): drop-downs above a collection grid, each
 * setting ONE query-string parameter of the current page; choosing "All" removes it. The query
 * string is the state — links work without JavaScript and pages cache by it — so this module
 * reads it back into the collection query's Directus `filter` and `sort`.
 *
 * Query values come from visitors' URLs: anything invalid is ignored, never thrown.
 *
 * Sort drop-downs have no "All": their first option is the default, which the menu writes as no
 * parameter (one URL per listing) and which applies when the parameter is missing or invalid.
 */
import {
  ALL_TEXT,
  ARTIST_SORT_TEXTS,
  FILTER_MENU_TITLES,
  MERCH_TYPE_TEXTS,
  POST_SORT_TEXTS,
  RELEASE_FORMAT_TEXTS,
  RELEASE_SORT_TEXTS,
} from './storefront-texts';
import { normaliseParams } from '../routing/query-normalise';
import { FILTER_PARAMS, type FilterParam } from './filter-params';

// The parameters' names live apart (filter-params.ts); the menus' users read them from here too.
export { FILTER_PARAMS, type FilterParam };

export type FilterMenu = 'posts' | 'releases' | 'merch' | 'artists';
export const FILTER_MENUS: readonly FilterMenu[] = ['posts', 'releases', 'merch', 'artists'];

/** The year drop-downs run from the current year down to this one. */
export const FIRST_FILTER_YEAR = 2001;

/** One option: `value` null removes the parameter ("All", or a sort menu's default). */
export interface MenuOption {
  label: string;
  value: string | null;
}

export interface Dropdown {
  param: FilterParam;
  title: string;
  options: MenuOption[];
}

export interface Named {
  name: string;
}
export interface NamedWithSlug extends Named {
  slug: string;
}

/** A label as the label filter-option query returns it. */
export interface FilterLabel extends NamedWithSlug {
  id: string;
  isFeatured: boolean;
  kind: string;
}

/**
 * Whose artists the artist drop-down lists (spec 000 §7: artists with releases on a given label):
 * the chosen label's, or the main (featured) label's while none is chosen. Null until labels load.
 */
export function artistMenuLabelId(labels: readonly FilterLabel[] | null | undefined, chosenSlug: string | null): string | null {
  if (!labels || labels.length === 0) return null;
  const chosen = chosenSlug ? labels.find((label) => label.slug === chosenSlug) : undefined;
  return (chosen ?? labels.find((label) => label.isFeatured) ?? null)?.id ?? null;
}

/** What the menus need besides constants: the moment (for years) and the options from the API. */
export interface MenuContext {
  now: Date;
  /** Tags that have posts, by name (the tag filter-option query). */
  tags?: readonly Named[] | null;
  labels?: readonly NamedWithSlug[] | null;
  /** Artists with releases on the label (the artist filter-option query). */
  artists?: readonly NamedWithSlug[] | null;
}

/** A Directus filter object. */
export type DirectusFilter = Record<string, unknown>;

export interface CollectionQuery {
  /** Conditions from the query string; undefined when none. AND it with the view's own filter. */
  filter?: DirectusFilter;
  /** The menu's sort; undefined when the menu has none (the view's own sort applies). */
  sort?: string[];
}

// ---------------------------------------------------------------------------------------------
// Values each parameter accepts, and what they mean.

const RELEASE_FORMAT_FILTERS: Record<keyof typeof RELEASE_FORMAT_TEXTS, DirectusFilter> = {
  album: { type: { _eq: 'album' } },
  ep: { type: { _eq: 'ep' } },
  single: { type: { _eq: 'single' } },
  physical: { products: { _some: { distribution: { _eq: 'physical' } } } },
};

const MERCH_UNIVERSES = Object.keys(MERCH_TYPE_TEXTS) as (keyof typeof MERCH_TYPE_TEXTS)[];

interface SortChoice {
  label: string;
  /** The parameter's value; null for the default. */
  value: string | null;
  /** Further values accepted from URLs for the same choice. */
  aliases?: readonly string[];
  sort: string[];
  filter?: DirectusFilter;
}

const POST_SORTS: readonly SortChoice[] = [
  { label: POST_SORT_TEXTS.desc, value: null, aliases: ['-date_published'], sort: ['-date_published'] },
  { label: POST_SORT_TEXTS.asc, value: 'date_published', sort: ['date_published'] },
];

const RELEASE_SORTS: readonly SortChoice[] = [
  { label: RELEASE_SORT_TEXTS.desc, value: null, aliases: ['-release_date'], sort: ['-release_date'] },
  { label: RELEASE_SORT_TEXTS.asc, value: 'release_date', sort: ['release_date'] },
];

const ARTIST_SORTS: readonly SortChoice[] = [
  { label: ARTIST_SORT_TEXTS.featured, value: null, aliases: ['featured'], sort: ['sort', 'name'], filter: { sort: { _nnull: true } } },
  { label: ARTIST_SORT_TEXTS.nameAsc, value: 'name', sort: ['name'] },
  { label: ARTIST_SORT_TEXTS.nameDesc, value: '-name', sort: ['-name'] },
];

const SORTS: Partial<Record<FilterMenu, readonly SortChoice[]>> = {
  posts: POST_SORTS,
  releases: RELEASE_SORTS,
  artists: ARTIST_SORTS,
};

function sortChoice(menu: FilterMenu, value: string | null): SortChoice | undefined {
  const choices = SORTS[menu];
  if (!choices) return undefined;
  const chosen = value === null ? undefined : choices.find((c) => c.value === value || c.aliases?.includes(value));
  return chosen ?? choices[0];
}

// ---------------------------------------------------------------------------------------------
// Options.

/** The current year (UTC) down to 2001. */
export function filterYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= FIRST_FILTER_YEAR; year -= 1) years.push(year);
  return years;
}

const all: MenuOption = { label: ALL_TEXT, value: null };

/** A drop-down named once: its parameter and its title are the ones of that name. */
function dropdown(name: keyof typeof FILTER_PARAMS, options: MenuOption[], withAll = true): Dropdown {
  return { param: FILTER_PARAMS[name], title: FILTER_MENU_TITLES[name], options: withAll ? [all, ...options] : options };
}

const yearDropdown = (now: Date) =>
  dropdown(
    'year',
    filterYears(now).map((year) => ({ label: String(year), value: String(year) })),
  );

const sortDropdown = (choices: readonly SortChoice[]) =>
  dropdown(
    'sort',
    choices.map(({ label, value }) => ({ label, value })),
    false,
  );

/** A drop-down of named things, or none when the API gave none. */
function namedDropdown<T extends Named>(
  name: keyof typeof FILTER_PARAMS,
  entries: readonly T[] | null | undefined,
  valueOf: (entry: T) => string,
): Dropdown[] {
  if (!entries || entries.length === 0) return [];
  return [
    dropdown(
      name,
      entries.map((entry) => ({ label: entry.name, value: valueOf(entry) })),
    ),
  ];
}

/** The drop-downs of a menu, in the order they are shown, each with its options. */
export function menuOptions(menu: FilterMenu, context: MenuContext): Dropdown[] {
  switch (menu) {
    case 'posts':
      return [...namedDropdown('tag', context.tags, (tag) => tag.name), yearDropdown(context.now), sortDropdown(POST_SORTS)];
    case 'releases':
      return [
        dropdown(
          'format',
          Object.entries(RELEASE_FORMAT_TEXTS).map(([value, label]) => ({ label, value })),
        ),
        ...namedDropdown('label', context.labels, (label) => label.slug),
        ...namedDropdown('artist', context.artists, (artist) => artist.slug),
        yearDropdown(context.now),
        sortDropdown(RELEASE_SORTS),
      ];
    case 'merch':
      return [
        dropdown(
          'type',
          MERCH_UNIVERSES.map((value) => ({ label: MERCH_TYPE_TEXTS[value], value })),
        ),
      ];
    case 'artists':
      return [sortDropdown(ARTIST_SORTS)];
  }
}

// ---------------------------------------------------------------------------------------------
// The query string.

/** A query string (`?a=1` or `a=1`), URLSearchParams, or a parsed query object (Express `req.query`). */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, unknown>> | null | undefined;

function toParams(query: QueryInput): URLSearchParams {
  if (query instanceof URLSearchParams) return new URLSearchParams(query);
  if (typeof query === 'string') return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(query ?? {})) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}

/** The parameter's value, trimmed; null when absent or empty. A repeated parameter counts once. */
export function readParam(query: QueryInput, name: string): string | null {
  const value = toParams(query).get(name)?.trim();
  return value ? value : null;
}

/**
 * The query string with `name` set to `value`, or removed when `value` is null or empty ("All").
 * In canonical form (shared/lib/routing/query-normalise.ts: tracking parameters dropped, sorted by name), so
 * a page rendered from its cached address and the same page hydrating under a campaign link build
 * the same links. Returns `?...`, or '' when nothing is left.
 */
export function withParam(search: QueryInput, name: string, value: string | null): string {
  const params = toParams(search);
  if (value === null || value === '') params.delete(name);
  else params.set(name, value);
  const text = normaliseParams(params).toString();
  return text ? `?${text}` : '';
}

/** The address of an option: the current path with the menu's parameter set or removed. */
export function optionHref(pathname: string, search: QueryInput, param: string, value: string | null): string {
  return `${pathname}${withParam(search, param, value)}`;
}

/** "Clear filters": the same path without the query; null when there is no query (tracking parameters aside). */
export function clearFiltersHref(pathname: string, search: QueryInput): string | null {
  return normaliseParams(toParams(search)).toString() ? pathname : null;
}

/**
 * The option a drop-down shows as chosen: the one the query names, else its first ("All", or the
 * sort default — also for values the default accepts besides none, such as `-date_published`).
 */
export function selectedOption(dropdown: Dropdown, query: QueryInput): MenuOption {
  const value = readParam(query, dropdown.param);
  const first = dropdown.options[0] ?? all;
  return (value !== null && dropdown.options.find((option) => option.value === value)) || first;
}

/** How many drop-downs choose something other than "All": sort orders aside, as they filter nothing. */
export function activeFilterCount(dropdowns: readonly Dropdown[], query: QueryInput): number {
  return dropdowns.filter((dropdown) => dropdown.param !== FILTER_PARAMS.sort && selectedOption(dropdown, query).value !== null).length;
}

// ---------------------------------------------------------------------------------------------
// Query string → collection query.

const SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
const MAX_TEXT = 100;

/** A year the menus offer: four digits, from 2001 to the current year (UTC); null otherwise. */
export function parseFilterYear(value: string | null, now: Date): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_FILTER_YEAR && year <= now.getUTCFullYear() ? year : null;
}

function parseSlug(value: string | null): string | null {
  return value !== null && value.length <= MAX_TEXT && SLUG.test(value) ? value : null;
}

function parseTag(value: string | null): string | null {
  // eslint-disable-next-line no-control-regex
  return value !== null && value.length <= MAX_TEXT && !/[\u0000-\u001f\u007f]/.test(value) ? value : null;
}

const isKey = <T extends object>(object: T, key: string | null): key is Extract<keyof T, string> =>
  key !== null && Object.hasOwn(object, key);

/** Conditions joined: none → undefined, one → itself, more → `_and`. */
export function combineFilters(...filters: (DirectusFilter | null | undefined)[]): DirectusFilter | undefined {
  const present = filters.filter((filter): filter is DirectusFilter => !!filter && Object.keys(filter).length > 0);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return { _and: present };
}

/**
 * The collection query's `filter` and `sort` from the page's query string, for one menu. `now`
 * bounds the year. Invalid values are ignored; the sort falls back to the menu's default.
 */
export function filterFromQuery(menu: FilterMenu, query: QueryInput, now: Date): CollectionQuery {
  const params = toParams(query);
  const read = (name: string) => readParam(params, name);
  const conditions: (DirectusFilter | undefined)[] = [];

  switch (menu) {
    case 'posts': {
      const tag = parseTag(read(FILTER_PARAMS.tag));
      if (tag) conditions.push({ tags: { _some: { name: { _eq: tag } } } });
      const year = parseFilterYear(read(FILTER_PARAMS.year), now);
      if (year !== null) conditions.push({ 'year(date_published)': { _eq: year } });
      break;
    }
    case 'releases': {
      const format = read(FILTER_PARAMS.format);
      if (isKey(RELEASE_FORMAT_FILTERS, format)) conditions.push(structuredClone(RELEASE_FORMAT_FILTERS[format]));
      const label = parseSlug(read(FILTER_PARAMS.label));
      if (label) conditions.push({ label: { slug: { _eq: label } } });
      const artist = parseSlug(read(FILTER_PARAMS.artist));
      if (artist) conditions.push({ artist: { slug: { _eq: artist } } });
      const year = parseFilterYear(read(FILTER_PARAMS.year), now);
      if (year !== null) conditions.push({ 'year(release_date)': { _eq: year } });
      break;
    }
    case 'merch': {
      const type = read(FILTER_PARAMS.type);
      if (isKey(MERCH_TYPE_TEXTS, type)) conditions.push({ universe: { _eq: type } });
      break;
    }
    case 'artists':
      break;
  }

  const choice = sortChoice(menu, read(FILTER_PARAMS.sort));
  if (choice?.filter) conditions.push(structuredClone(choice.filter));
  const result: CollectionQuery = {};
  const filter = combineFilters(...conditions);
  if (filter) result.filter = filter;
  if (choice) result.sort = [...choice.sort];
  return result;
}
