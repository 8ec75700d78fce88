import type { ReactNode } from 'react';
import type { StoreNotice as StoreNoticeData } from '../../lib/contact/contact-stores';
import { FOCUS_RING } from '../focus-ring';
import { OutsideLink } from '../outside-link';

/**
 * What a store topic shows before the form opens (spec 001 §2): the store's order-number prefix,
 * a link to the store, its support address; `children` is the 'already contacted' checkbox.
 */
export function StoreNotice({ notice, children }: { notice: StoreNoticeData; children?: ReactNode }) {
  return (
    <div className="space-y-2 rounded-lg border border-accent/30 bg-accent/10 p-4 text-sm leading-relaxed text-paper">
      <p>
        Order numbers starting with <strong className="font-semibold text-accent">{notice.orderPrefix}</strong> are looked after by the{' '}
        {notice.name} Support Team.
      </p>
      <p>
        Please contact them first:{' '}
        <OutsideLink href={notice.url} className={`text-accent underline underline-offset-2 ${FOCUS_RING}`}>
          {notice.name}
        </OutsideLink>{' '}
        or{' '}
        <a href={`mailto:${notice.supportEmail}`} className={`break-words text-accent underline underline-offset-2 ${FOCUS_RING}`}>
          {notice.supportEmail}
        </a>
        .
      </p>
      {children}
    </div>
  );
}
