import { ResponsiveImage } from '../storefront/responsive-image';
import { SmartLink } from '../storefront/smart-link';
import { FOCUS_RING } from '../focus-ring';
import { ListenLiveButtonIsland, type LiveStream } from './listen-live-button';

const PRIMARY_CALL = 'bg-accent text-ink hover:bg-paper';
// Beside "Listen live", the link steps back: one primary call per hero.
const SECONDARY_CALL = 'border border-paper/50 text-paper hover:border-accent hover:text-accent';

export interface PageHeroContent {
  image?: string;
  heading?: string;
  text?: string;
  link?: { url: string; text: string };
}

/**
 * A content page's hero block (spec 000 §2 "hero image"): the artwork fills the box edge to edge,
 * the page title, the hero's heading and text sit on a shade at its foot, and its link is the one
 * call to action ("Listen live" leads when the page has a live stream). The image is the page's
 * largest paint, so it loads at once.
 */
export function PageHero({ title, hero, live }: { title: string; hero: PageHeroContent & { image: string }; live?: LiveStream | null }) {
  return (
    <section
      data-hero=""
      className="relative -mx-4 mb-12 flex min-h-[32rem] items-end overflow-hidden sm:mx-0 sm:rounded-2xl md:min-h-[36rem]"
    >
      <div className="absolute inset-0">
        <ResponsiveImage
          src={hero.image}
          preset="galleryScreen"
          alt=""
          priority
          sizes="(min-width: 1280px) 1248px, 100vw"
          className="h-full w-full"
        />
      </div>
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-ink via-ink/55 to-ink/0" />
      <div className="relative max-w-3xl p-6 pb-10 md:p-12">
        <h1 className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-accent">{title}</h1>
        {hero.heading ? (
          <p className="mt-3 font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance md:text-7xl">{hero.heading}</p>
        ) : null}
        {hero.text ? <p className="mt-4 max-w-xl text-lg text-paper/85">{hero.text}</p> : null}
        {hero.link || live ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {live ? <ListenLiveButtonIsland stream={live} cover={hero.image} /> : null}
            {hero.link ? (
              <SmartLink
                href={hero.link.url}
                className={`inline-flex items-center rounded-full px-6 py-3 font-semibold ${live ? SECONDARY_CALL : PRIMARY_CALL} ${FOCUS_RING}`}
              >
                {hero.link.text}
              </SmartLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
