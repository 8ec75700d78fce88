import { Html } from '../../blocks/html';
import { SlotHeading } from '../../blocks/slot-heading';
import { RouterLink } from '../router-link';
import { RichText } from '../../blocks/rich-text';
import { srcSetCandidates, toSrcSet } from '../../lib/images/image-presets';
import { isInternalLink } from '../../lib/routing/site-links';
import type { SlotItem } from './slot-types';

/**
 * The banner's image behind its text, at the widths of a full-width gallery image (the optimiser's
 * `galleryScreen` preset): a phone takes a narrow one, as wide as the content column.
 */
function BannerBackground({ image }: { image: string }) {
  const candidates = srcSetCandidates(image, 'galleryScreen');
  return (
    <img
      // Browsers without srcset support take the widest candidate.
      src={candidates[candidates.length - 1]?.url}
      srcSet={toSrcSet(candidates)}
      sizes="(min-width: 1280px) 1248px, 100vw"
      alt=""
      className="absolute inset-0 h-full w-full object-cover opacity-40"
      loading="lazy"
      decoding="async"
    />
  );
}

/** A banner as the API resolves a banners slot. */
export type BannerItem = SlotItem<'BannerSlot'>;

function BannerLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  if (isInternalLink(href)) {
    return (
      <RouterLink to={href} className={className}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer nofollow" className={className}>
      {children}
    </a>
  );
}

/**
 * A banner: image, layout, content blocks and an optional button; with no button text the whole
 * banner is the link (spec 000 §2). Inside a post or an event it takes the quieter inline style.
 */
export function BannerSlot({ banner, inArticle = false }: { banner: BannerItem; inArticle?: boolean }) {
  const centred = banner.layout === 'centered';
  const body = (
    <div
      className={`relative flex min-h-64 flex-col justify-end gap-3 p-6 md:p-10 ${centred ? 'items-center text-center' : banner.layout === 'right' ? 'items-end text-right' : 'items-start'}`}
    >
      <SlotHeading className="font-display text-3xl font-semibold tracking-tight">{banner.title}</SlotHeading>
      <div className="max-w-xl [&_p]:my-1">
        {banner.tagline ? <Html as="p" html={banner.tagline} className="text-xl font-semibold" /> : null}
        <RichText blocks={banner.blocks} />
      </div>
      {banner.link_url && banner.button_text ? (
        <BannerLink href={banner.link_url} className="mt-2 rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:opacity-90">
          {banner.button_text}
        </BannerLink>
      ) : null}
    </div>
  );
  const frame = `relative my-10 block overflow-hidden ${inArticle ? 'rounded-lg border border-white/15' : 'rounded-2xl'}`;
  const background = banner.image ? <BannerBackground image={banner.image} /> : null;
  if (banner.link_url && !banner.button_text) {
    return (
      <BannerLink
        href={banner.link_url}
        className={`${frame} hover:ring-2 hover:ring-accent focus-visible:ring-2 focus-visible:ring-accent`}
      >
        {background}
        {body}
      </BannerLink>
    );
  }
  return (
    <section className={frame}>
      {background}
      {body}
    </section>
  );
}
