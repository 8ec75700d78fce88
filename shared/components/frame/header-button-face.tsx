import type { ReactNode } from 'react';
import { FOCUS_RING } from '../focus-ring';

/** The look of the header's icon buttons (Search, Basket). */
export const HEADER_BUTTON_CLASS = `inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm hover:bg-white/10 hover:text-accent ${FOCUS_RING}`;

/**
 * A header button's face: the icon, with the word shown where the header has room for it (a small
 * tablet, before the menu links appear at md, and from lg), named for assistive technology everywhere.
 */
export function HeaderButtonFace({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="sr-only sm:not-sr-only md:sr-only lg:not-sr-only">{text}</span>
    </>
  );
}
