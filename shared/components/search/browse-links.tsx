import { BROWSE_LINKS, BROWSE_TEXT } from '../../lib/frame/search';
import { FOCUS_RING } from '../focus-ring';
import { RouterLink } from '../router-link';

/**
 * Where to go when search has nothing to show yet, or found nothing: the site's main sections as
 * pill links. Not a list, so a results area never holds a list of anything but results.
 */
export function BrowseLinks({ onChoose, className = '' }: { onChoose?: () => void; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-2 ${className}`.trim()}>
      <span className="mr-1 text-sm text-paper/70">{BROWSE_TEXT}</span>
      {BROWSE_LINKS.map((link) => (
        <RouterLink
          key={link.href}
          to={link.href}
          onClick={onChoose}
          className={`rounded-full border border-white/25 px-4 py-2 text-sm font-semibold hover:border-accent hover:text-accent ${FOCUS_RING}`}
        >
          {link.text}
        </RouterLink>
      ))}
    </p>
  );
}
