/**
 * Site addresses of linkable content (spec 000 §2 routes). One place, so the API's `href` fields,
 * the sitemap and the components agree.
 */
export const artistHref = (slug: string) => `/artists/${encodeURIComponent(slug)}`;
export const productGroupHref = (slug: string) => `/products/${encodeURIComponent(slug)}`;
export const productHref = (groupSlug: string, productSlug: string) =>
  `/products/${encodeURIComponent(groupSlug)}/${encodeURIComponent(productSlug)}`;
export const postHref = (slug: string) => `/features/${encodeURIComponent(slug)}`;
export const eventHref = (slug: string) => `/events/${encodeURIComponent(slug)}`;
