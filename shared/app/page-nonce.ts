/**
 * The CSP nonce of the current page, for scripts the site adds after load (form embeds, consented
 * tags). Browsers hide the nonce attribute from the DOM but keep the `nonce` property.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || undefined;
}

/** Adds a script the way 'strict-dynamic' trusts it: created by our code, carrying the nonce. */
export function appendScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.src = src;
  script.async = true;
  document.body.appendChild(script);
  return script;
}
