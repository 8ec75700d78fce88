/**
 * The e-mail sign-up embed (spec 000 §2, spec 001 "Email sign-up form embed"): the form service's
 * script is loaded by form id, 100 ms after the block mounts, so it never competes with the page's
 * own first work. The service is ActiveCampaign-shaped: `{origin}/f/embed.php?id={form id}` fills
 * the element whose class is `_form_{form id}`.
 */

export const EMAIL_FORM_SCRIPT_DELAY_MS = 100;

/** Where the embedded twin of the form service lives on the site itself. */
export const EMBEDDED_EMAIL_FORMS_PATH = '/email-forms';

/** Form ids are the service's numbers; anything else is refused rather than put in a URL. */
export function isEmailFormId(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,12}$/.test(value);
}

export function emailFormScriptUrl(base: string, formId: string): string {
  if (!isEmailFormId(formId)) throw new Error(`Not an e-mail form id: ${JSON.stringify(formId)}`);
  return `${base.replace(/\/+$/, '')}/f/embed.php?id=${formId}`;
}

/** The element the form script fills. */
export function emailFormContainerClass(formId: string): string {
  return `_form_${formId}`;
}
