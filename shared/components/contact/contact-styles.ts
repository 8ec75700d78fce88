/** Class names the contact form's parts share (the site's dark palette). */
import { FOCUS_RING } from '../focus-ring';

export const CONTACT_CONTROL = `block w-full rounded-md border bg-ink px-3 py-2.5 text-base text-paper placeholder:text-paper/50 ${FOCUS_RING}`;

export const controlBorder = (invalid: boolean) => (invalid ? 'border-rose-400' : 'border-white/25 hover:border-white/40');

export const CONTACT_LABEL = 'mb-1.5 block text-sm font-medium text-paper';

export const CONTACT_SUBMIT = `inline-flex min-w-32 items-center justify-center rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:opacity-90 disabled:cursor-wait disabled:opacity-70 ${FOCUS_RING}`;
