/**
 * Every text of the contact form (spec 001 §2 "Contact form", §5, §8), exactly as written there, in
 * one place. Texts the specification leaves open are marked as ours (docs/decisions/0013).
 */

// The form (§2).
export const TOPIC_LABEL = 'Topic';
export const TOPIC_PLACEHOLDER = 'Select a topic';
export const NAME_LABEL = 'Name';
export const EMAIL_LABEL = 'Email';
export const MESSAGE_LABEL = 'Message';
export const REQUIRED_MARK = '(Required)';
export const SUBMIT_TEXT = 'Submit';
export const SENDING_TEXT = 'Sending...';

/** The store notice's checkbox: 'I have already contacted the ... Support Team'. */
export function alreadyContactedText(storeName: string): string {
  return `I have already contacted the ${storeName} Support Team`;
}

// Validation (§5).
export const NAME_REQUIRED_TEXT = 'Please add your name';
export const NAME_MIN_TEXT = 'Name must be at least 2 characters';
export const EMAIL_INVALID_TEXT = 'Please add a valid email';
export const MESSAGE_REQUIRED_TEXT = 'Please write your message';
/** §5 gives the bound (10) but not the text: ours, phrased like the name rule. */
export const MESSAGE_MIN_TEXT = 'Message must be at least 10 characters';
/** Upper bounds are not in the specification: ours. */
export const NAME_MAX_TEXT = 'Name must be at most 100 characters';
export const MESSAGE_MAX_TEXT = 'Message must be at most 5000 characters';
export const DEPARTMENT_REQUIRED_TEXT = 'Please select a department';

// Results (§8, the reading with the exclamation mark and the detailed error texts).
export const SENT_TEXT = 'Your message has been sent successfully!';
export const SEND_FAILED_TEXT = 'There was a problem sending your message. Please try again.';
export const DEPARTMENT_UNAVAILABLE_TEXT = 'The selected department is unavailable. Please choose a different department.';
export const NETWORK_ERROR_TEXT = 'Network error. Please check your connection and try again.';
/** The per-client rate limit answered: not in the specification, ours. */
export const TOO_MANY_MESSAGES_TEXT = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
/** A form posted without JavaScript came back invalid (the field texts follow): ours. */
export const CHECK_THE_FORM_TEXT = 'Please check the form and send it again.';

/**
 * Each rule's text under a short code. The codes travel in the address when a form posted without
 * JavaScript comes back invalid, so the page can show the exact texts without the visitor's data.
 */
export const CONTACT_ERROR_TEXTS = {
  'name.required': NAME_REQUIRED_TEXT,
  'name.min': NAME_MIN_TEXT,
  'name.max': NAME_MAX_TEXT,
  'email.invalid': EMAIL_INVALID_TEXT,
  'message.required': MESSAGE_REQUIRED_TEXT,
  'message.min': MESSAGE_MIN_TEXT,
  'message.max': MESSAGE_MAX_TEXT,
  'department.required': DEPARTMENT_REQUIRED_TEXT,
} as const;

export type ContactErrorCode = keyof typeof CONTACT_ERROR_TEXTS;

const codeOfText = new Map<string, ContactErrorCode>(
  Object.entries(CONTACT_ERROR_TEXTS).map(([code, text]) => [text, code as ContactErrorCode]),
);

/** The code of one of the form's rule texts; undefined for any other text. */
export function contactErrorCode(message: string): ContactErrorCode | undefined {
  return codeOfText.get(message);
}

/** The texts of the codes a redirect brought back; unknown codes are dropped. */
export function errorTextsOf(codes: readonly string[]): string[] {
  return codes.flatMap((code) => (Object.hasOwn(CONTACT_ERROR_TEXTS, code) ? [CONTACT_ERROR_TEXTS[code as ContactErrorCode]] : []));
}
