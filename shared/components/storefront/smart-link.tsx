import type { AnchorHTMLAttributes } from 'react';
import { RouterLink } from '../router-link';
import { usePublicEnv } from '../../app/public-env';
import { internalPath, keepsScrollPosition, OUTSIDE_LINK_ATTRIBUTES } from '../../lib/routing/site-links';

export type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Keep the scroll position on an internal navigation (filters, paging). */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of this site goes through the router (same tab, no reload); anything else opens
 * in a new tab with no-referrer and nofollow (spec 000 §2 "Links").
 */
export function SmartLink({ href, preventScrollReset, children, ...rest }: SmartLinkProps) {
  const { publicUrl } = usePublicEnv();
  const path = internalPath(href, { siteOrigins: publicUrl ? [publicUrl] : [] });
  if (path !== null) {
    return (
      <RouterLink to={path} preventScrollReset={preventScrollReset || keepsScrollPosition(path)} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} {...OUTSIDE_LINK_ATTRIBUTES} {...rest}>
      {children}
    </a>
  );
}
