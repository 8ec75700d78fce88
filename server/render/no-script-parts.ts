import type { NoScriptParts } from '../../shared/app/no-script-parts';
import { PlainContactForm } from '../../shared/components/contact/plain-contact-form';

/** The server render's <noscript> content (shared/app/no-script-parts.tsx). */
export const serverNoScriptParts: NoScriptParts = { PlainContactForm };
