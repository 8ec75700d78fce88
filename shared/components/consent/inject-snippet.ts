/**
 * Tracking snippets (browser only): the analytics host's `value` is HTML or script text that must
 * run. Markup parsed from a string never runs its scripts, so each script is recreated by our code.
 * The CSP runs inline scripts only by nonce or hash: on a page with a nonce (streamed, preview) the
 * copy gets it; a cached page has none (decision 0029), so inline text is loaded from a blob: URL,
 * an external script our code adds, which 'strict-dynamic' trusts.
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
  if (nonce || inert.hasAttribute('src')) {
    script.text = inert.text;
    return script;
  }
  const url = URL.createObjectURL(new Blob([inert.text], { type: 'text/javascript' }));
  const release = () => URL.revokeObjectURL(url);
  script.addEventListener('load', release, { once: true });
  script.addEventListener('error', release, { once: true });
  script.src = url;
  return script;
}
