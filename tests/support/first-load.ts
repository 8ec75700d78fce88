/**
 * First-load JavaScript: every script of the site's own build a phone fetches before the first
 * view is usable (the entry, its imports, the page's chunks and what the first render loads on its
 * own), at the gzip size the site serves (the .gz twins the build writes). One description for the
 * budget test (tests/e2e/first-load-budget.test.ts) and the bench (bench/first-load-js.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';

/** KiB gzip: the home page's budget, and any other page type's (issue 29, with the islands client of decision 0118). */
export const HOME_BUDGET_KIB = 90;
export const PAGE_BUDGET_KIB = 100;

export const firstLoadBudgetKib = (pagePath: string) => (pagePath === '/' ? HOME_BUDGET_KIB : PAGE_BUDGET_KIB);

/** Modules that must never be in a first load: validation, the GraphQL parser, Apollo Client (decisions 0043, 0054). */
export const NEVER_IN_FIRST_LOAD: readonly { name: string; path: RegExp }[] = [
  { name: 'joi', path: /node_modules\/joi\// },
  { name: "graphql's parser", path: /node_modules\/graphql\/language\/parser/ },
  { name: 'Apollo Client', path: /node_modules\/@apollo\/client\// },
];

/**
 * What the browser never runs where pages are islands (decision 0118): the router, the pages'
 * modules and the collection views render on the server only. A static import from an island would
 * pull them into the browser's build unnoticed.
 */
export const NEVER_IN_ISLANDS_BUILD: readonly { name: string; path: RegExp }[] = [
  { name: 'React Router', path: /node_modules\/react-router(-dom)?\// },
  { name: 'a page module', path: /^shared\/pages\// },
  { name: 'the collection view', path: /^shared\/components\/storefront\/collection-view\.tsx$/ },
  { name: 'the server render', path: /^server\// },
];

const clientDir = path.resolve(__dirname, '..', '..', 'dist', 'client');

/** The entry script every page loads first (`/assets/islands/islands-….js`), from the build's manifest. */
export const entryScript = (): string =>
  (JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as { islandsEntry: string }).islandsEntry;

/** Collects the site's own scripts a page fetches from now on (call before `goto`). */
export function collectOwnScripts(page: Page, siteUrl: string): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    // The site's own build; a third-party form embed (the contact page's) is not ours to shrink.
    if (url.startsWith(`${siteUrl}/assets/`) && response.request().resourceType() === 'script') scripts.add(new URL(url).pathname);
  });
  return scripts;
}

/** Gzip size of a built script (`/assets/…`), from the twin the site serves to `Accept-Encoding: gzip`. */
export function gzipSize(scriptPath: string): number {
  return statSync(path.join(clientDir, `${decodeURIComponent(scriptPath)}.gz`)).size;
}

type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };

/** The outputs of both builds: the islands client's (decision 0118) and the whole-document one's. */
const readMetafile = (): Metafile => {
  const read = (name: string) => JSON.parse(readFileSync(path.join(clientDir, '..', name), 'utf8')) as Metafile;
  return { outputs: { ...read('client-metafile.json').outputs, ...read('islands-metafile.json').outputs } };
};

/** Every script of the builds (`/assets/…`), first load or not. */
export function builtScripts(): string[] {
  return Object.keys(readMetafile().outputs)
    .filter((output) => output.endsWith('.js'))
    .map((output) => output.slice('dist/client'.length));
}

/** Every script of the islands build (`/assets/islands/…`), first load or not. */
export function islandsBuildScripts(): string[] {
  return builtScripts().filter((script) => script.startsWith('/assets/islands/'));
}

/** The source modules bundled into the given scripts, from the build's metafile. */
export function modulesOf(scriptPaths: Iterable<string>): string[] {
  const metafile = readMetafile();
  return [...scriptPaths].flatMap((scriptPath) => {
    const output = metafile.outputs[`dist/client${scriptPath}`];
    if (!output) throw new Error(`${scriptPath} is not in the build's metafile`);
    return Object.keys(output.inputs);
  });
}
