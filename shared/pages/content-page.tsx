import { useSiteQuery } from '../app/site-query';
import { useLocation } from 'react-router-dom';
import { RichText } from '../blocks/rich-text';
import { ListenLiveButtonIsland } from '../components/page/listen-live-button';
import { PageHero } from '../components/page/page-hero';
import { ReleaseHero } from '../components/page/release-hero';
import { StickyMenu } from '../components/page/sticky-menu';
import { PageMeta } from '../components/page-meta';
import { PageSlot } from '../components/slots/page-slot';
import { PAGES_PROFILE } from '../graphql/pages-profile';
import { NotFound } from '../app/not-found';
import { LoadingBlock } from '../components/loading-block';

/** /{path}: a page assembled from content blocks; the index page is /. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const { data, loading, error } = useSiteQuery(PAGES_PROFILE, { variables: { path: pathname } });
  const page = data?.pages[0];

  if (loading && !page) return <LoadingBlock className="h-64" />;
  if (!page && error) return <p role="alert">This page could not be loaded. Please try again.</p>;
  if (!page) return <NotFound path={pathname} />;

  const hero = page.hero;
  // A page opens with its release when it has one, else with its artwork, else with its title.
  const opensWithHero = !!page.hero_release || !!hero?.image;
  // The page's first slot is what a visitor sees first: the page waits for its data.
  const firstSlot = page.blocks.find((block) => block.__typename === 'SlotBlock');
  // The first collection's first images are what a phone shows first after a small first block.
  const firstCollection = page.blocks.find((block) => block.__typename === 'SlotBlock' && block.data.__typename === 'CollectionViewSlot');
  const menu = page.sticky_menu ?? [];
  return (
    <article>
      <PageMeta title={page.title} description={page.description} path={page.path} />
      {page.hero_release ? (
        <ReleaseHero title={page.title} hero={hero ?? {}} release={page.hero_release} />
      ) : hero?.image ? (
        <PageHero title={page.title} hero={{ ...hero, image: hero.image }} live={page.hero_live} />
      ) : (
        <header className="mb-10">
          <h1 className="font-display text-4xl font-semibold tracking-tight md:text-5xl">{page.title}</h1>
          {hero?.heading ? <p className="mt-4 text-2xl text-paper/85">{hero.heading}</p> : null}
          {hero?.text ? <p className="mt-2 text-paper/70">{hero.text}</p> : null}
          {page.hero_live ? <ListenLiveButtonIsland stream={page.hero_live} className="mt-6" /> : null}
        </header>
      )}
      <StickyMenu links={menu} />
      <RichText
        blocks={page.blocks}
        renderSlot={(block) => (
          <PageSlot
            block={block}
            aboveFold={block === firstSlot}
            firstView={!opensWithHero && (block === firstSlot || block === firstCollection)}
          />
        )}
      />
    </article>
  );
}
