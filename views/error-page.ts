/**
 * The page sent when rendering itself failed. Plain HTML with no React and no data, so it cannot
 * fail in turn; it never contains the error or a stack trace.
 */
export function errorPageHtml(stylesheets: string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title><meta name="robots" content="noindex">${links}</head><body class="bg-ink text-paper"><main class="mx-auto max-w-xl px-4 py-24 text-center"><h1 class="text-3xl font-semibold">Something went wrong</h1><p class="mt-4">This page could not be shown just now. Please try again in a moment.</p><p class="mt-8"><a class="underline" href="/">Go to the home page</a></p></main></body></html>`;
}

/**
 * The page sent when the content service could not be asked and no earlier copy of the page is
 * kept (503, with Retry-After). Plain HTML like the one above; it tells the visitor the page exists
 * and to come back, never that it is gone.
 */
export function unavailablePageHtml(stylesheets: string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a moment</title><meta name="robots" content="noindex">${links}</head><body class="bg-ink text-paper"><main class="mx-auto max-w-xl px-4 py-24 text-center"><h1 class="text-3xl font-semibold">Back in a moment</h1><p class="mt-4">This page is briefly unavailable while our catalogue catches up. Please try again in a minute.</p><p class="mt-8"><a class="underline" href="/">Go to the home page</a></p></main></body></html>`;
}
