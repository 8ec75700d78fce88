/**
 * Tracking snippets (browser only): the analytics host's `value` is HTML or script text that must
 * run. Markup parsed from a string never runs its scripts, and the CSP runs only nonced inline
 * scripts, so each script is recreated by our (nonced) code and given the page's nonce.
 */

/** The page's CSP nonce, read from a script the server nonced (browsers hide the attribute's value, not the property). */
export function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Adds the snippet at the end of the body; its scripts run in document order. */
export function injectSnippet(html: string, nonce: string = pageNonce()): void {
  if (!html.trim()) return;
  const parsed = document.createElement('template');
  // Markup starts with a tag; anything else is script text (spec 001 §3: "HTML or script text").
  if (html.trimStart().startsWith('<')) parsed.innerHTML = html;
  else parsed.content.append(Object.assign(document.createElement('script'), { text: html }));
  const container = document.createElement('div');
  container.setAttribute('data-consent-snippet', '');
  container.append(parsed.content);
  for (const inert of Array.from(container.querySelectorAll('script'))) inert.replaceWith(runnableCopy(inert, nonce));
  document.body.append(container);
}

function runnableCopy(inert: HTMLScriptElement, nonce: string): HTMLScriptElement {
  const script = document.createElement('script');
  for (const { name, value } of Array.from(inert.attributes)) {
    if (name !== 'nonce') script.setAttribute(name, value);
  }
  script.nonce = nonce;
  // Inserted external scripts are async unless told otherwise; snippets expect document order.
  if (!inert.hasAttribute('async')) script.async = false;
  script.text = inert.text;
  return script;
}
