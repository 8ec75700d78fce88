import { releaseBadge, type Dated } from '../../lib/catalog/badges';
import { PRE_ORDER_TEXT } from '../../lib/catalog/storefront-texts';

export interface ReleaseBadgeProps {
  item: Dated;
  /** Decided once per page render, so server and browser show the same badge. */
  now: Date;
  className?: string;
}

/** "Pre-order" for a future release or availability date, "Out now" once released (spec 000 §2). */
export function ReleaseBadge({ item, now, className = '' }: ReleaseBadgeProps) {
  const badge = releaseBadge(item, now);
  if (!badge) return null;
  const colours = badge === PRE_ORDER_TEXT ? 'bg-accent text-ink' : 'bg-paper text-ink';
  return (
    <span className={`inline-block rounded-sm px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide ${colours} ${className}`.trim()}>
      {badge}
    </span>
  );
}
