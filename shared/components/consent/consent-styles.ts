/** Class names shared by the banner's two views. */
import { FOCUS_RING } from '../focus-ring';

const BUTTON = `inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold transition-colors ${FOCUS_RING}`;
export const PRIMARY_BUTTON = `${BUTTON} bg-accent text-ink hover:bg-paper`;
export const SECONDARY_BUTTON = `${BUTTON} border border-white/30 text-paper hover:border-accent hover:text-accent`;

/** Server HTML (paragraphs, links): readable size, links that look and focus like links. */
export const MESSAGE = `text-sm leading-relaxed text-paper/85 [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-paper [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-accent [&_p+p]:mt-2`;
