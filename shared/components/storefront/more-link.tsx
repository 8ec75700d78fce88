import { MORE_TEXT } from '../../lib/catalog/storefront-texts';
import { SmartLink } from './smart-link';
import { FOCUS_RING } from '../focus-ring';

export interface MoreLinkProps {
  link: { url: string; text?: string | null };
}

/** A collection's "More" link (spec 000 §2): the configured text, "More" when it has none. */
export function MoreLink({ link }: MoreLinkProps) {
  return (
    <div className="mt-10 flex justify-center">
      <SmartLink
        href={link.url}
        className={`inline-flex items-center rounded-full border border-paper/40 px-6 py-2.5 text-sm font-semibold hover:border-accent hover:text-accent ${FOCUS_RING}`}
      >
        {link.text?.trim() || MORE_TEXT}
      </SmartLink>
    </div>
  );
}
