import { platformOf } from '../../lib/frame/platforms';
import { NEW_TAB_TEXT } from '../../lib/markup/html-links';
import type { MenuItem } from '../../graphql/site-settings';
import { FOCUS_RING } from '../focus-ring';
import { SmartLink } from '../storefront/smart-link';
import { PlatformIcon } from './platform-icon';

/**
 * A menu entry: the site's own pages through the router; a known platform with its icon, in a new
 * tab (SmartLink opens every outside link in a new tab, with no-referrer and nofollow).
 */
export function MenuLink({ item, className = '' }: { item: MenuItem; className?: string }) {
  const platform = platformOf(item.url);
  return (
    <SmartLink href={item.url} className={`inline-flex items-center gap-3 rounded hover:text-accent ${FOCUS_RING} ${className}`.trim()}>
      {platform ? <PlatformIcon platform={platform} /> : null}
      <span>{item.text}</span>
      {platform ? <span className="sr-only"> {NEW_TAB_TEXT}</span> : null}
    </SmartLink>
  );
}
