import { useId } from 'react';
import { RichText } from '../../blocks/rich-text';
import { SlotHeading } from '../../blocks/slot-heading';
import type { SlotItem } from './slot-types';

/** An accordion as the API resolves an accordions slot. */
export type AccordionItem = SlotItem<'AccordionSlot'>;

/** Titled sections that expand and collapse: native details/summary, keyboard and no-JS friendly. */
export function AccordionSlot({ accordion }: { accordion: AccordionItem }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="my-10">
      <SlotHeading id={id} className="font-display text-2xl font-semibold">
        {accordion.title}
      </SlotHeading>
      <div className="mt-4 divide-y divide-white/10 border-y border-white/10">
        {accordion.sections.map((section) => (
          <details key={section.title} className="group py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between py-2 font-semibold">
              {section.title}
              <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="pb-2">
              <RichText blocks={section.blocks} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
