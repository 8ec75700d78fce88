import { createContext, useContext, type HTMLAttributes } from 'react';

/**
 * Set by rich text around a titled slot that comes after a header block (section-headings.ts): the
 * rank its own heading takes under that header. A slot no header precedes is an h2.
 */
export const SlotHeadingLevelContext = createContext(2);

/** A slot's own title, at the rank the page gave it. */
export function SlotHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${useContext(SlotHeadingLevelContext)}` as 'h2';
  return <Tag {...props} />;
}
