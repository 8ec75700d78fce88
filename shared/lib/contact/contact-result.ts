import {
  CHECK_THE_FORM_TEXT,
  DEPARTMENT_UNAVAILABLE_TEXT,
  NETWORK_ERROR_TEXT,
  SEND_FAILED_TEXT,
  SENT_TEXT,
  TOO_MANY_MESSAGES_TEXT,
} from './contact-texts';
import { contactAnchor } from './contact-anchor';

export { contactAnchor, isContactBlockId } from './contact-anchor';

/**
 * What the contact form shows after a send (spec 001 §8), from the endpoint's answer or, for a form
 * posted without JavaScript, from the flags the endpoint's redirect puts in the address. Pure, so
 * the browser, the server render and the tests read the same table.
 */

export const SEND_MESSAGE_PATH = '/api/front/send-message';

export type ContactOutcome = 'sent' | 'failed' | 'unavailable' | 'network' | 'limited' | 'invalid';

export interface ContactResult {
  outcome: ContactOutcome;
  text: string;
}

const texts: Record<ContactOutcome, string> = {
  sent: SENT_TEXT,
  failed: SEND_FAILED_TEXT,
  unavailable: DEPARTMENT_UNAVAILABLE_TEXT,
  network: NETWORK_ERROR_TEXT,
  limited: TOO_MANY_MESSAGES_TEXT,
  invalid: CHECK_THE_FORM_TEXT,
};

export function contactResult(outcome: ContactOutcome): ContactResult {
  return { outcome, text: texts[outcome] };
}

/** The endpoint's answer: success true is sent; 'Unknown channel ID' in the error is a retired department. */
export function outcomeOfAnswer(status: number, body: unknown): ContactOutcome {
  const answer = body !== null && typeof body === 'object' ? (body as { success?: unknown; error?: unknown }) : {};
  if (status >= 200 && status < 300 && answer.success === true) return 'sent';
  if (typeof answer.error === 'string' && answer.error.includes('Unknown channel ID')) return 'unavailable';
  if (status === 429) return 'limited';
  return 'failed';
}

/** Query parameters of the redirect that answers a form posted without JavaScript. */
export const CONTACT_QUERY = { outcome: 'contact', block: 'contactBlock', errors: 'contactErrors' } as const;

const outcomes = new Set<string>(Object.keys(texts));

/** The redirect target: the page's own path, the result flags, the form's anchor. */
export function contactRedirectLocation(
  path: string,
  blockId: string,
  outcome: ContactOutcome,
  errorCodes: readonly string[] = [],
): string {
  const query = new URLSearchParams({ [CONTACT_QUERY.outcome]: outcome, [CONTACT_QUERY.block]: blockId });
  if (errorCodes.length > 0) query.set(CONTACT_QUERY.errors, errorCodes.join(','));
  return `${path}?${query.toString()}#${contactAnchor(blockId)}`;
}

/** What a redirect brought back for a form block: its result, and the server's error codes. */
export interface ContactRedirectResult {
  result: ContactResult;
  errorCodes: string[];
}

/** The result a redirect brought back for this form block, or null (other blocks, no flags, junk). */
export function resultFromQuery(params: URLSearchParams, blockId: string): ContactRedirectResult | null {
  const outcome = params.get(CONTACT_QUERY.outcome);
  if (outcome === null || !outcomes.has(outcome) || outcome === 'network' || params.get(CONTACT_QUERY.block) !== blockId) return null;
  const errorCodes = (params.get(CONTACT_QUERY.errors) ?? '').split(',').filter(Boolean);
  return { result: contactResult(outcome as ContactOutcome), errorCodes };
}
