import { useSiteQuery } from '../app/site-query';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../components/router-link';
import { usePublicEnv } from '../app/public-env';
import { ArticleText } from '../blocks/article-text';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { ResponsiveImage } from '../components/storefront/responsive-image';
import { PageSlot } from '../components/slots/page-slot';
import { POSTS_PROFILE } from '../graphql/profiles';
import { pageImageUrl } from '../lib/images/image-presets';
import { articleJsonLd } from '../lib/catalog/structured-data';
import { bodyOpensWithSummary } from '../lib/markup/summary-lead';
import { formatDay } from '../lib/catalog/date-styles';
import { NotFound } from '../app/not-found';
import { LoadingBlock } from '../components/loading-block';

/** /features/{slug}: a feature or news post, with eight more news items, newest first. */
export default function PostPage() {
  const { slug = '' } = useParams();
  const { publicUrl } = usePublicEnv();
  const { data, loading } = useSiteQuery(POSTS_PROFILE, { variables: { slug } });
  const post = data?.posts[0];
  if (loading && !post) return <LoadingBlock className="h-64" />;
  if (!post) return <NotFound path={`/features/${slug}`} />;
  const image = post.cover_image ? `${publicUrl}${pageImageUrl(post.cover_image, 'socialCard')}` : undefined;

  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta title={post.title} description={post.summary} path={post.href} image={image} type="article" />
      <JsonLd
        data={articleJsonLd({
          headline: post.title,
          url: `${publicUrl}${post.href}`,
          datePublished: post.date_published,
          image,
          publisher: 'Lumen Tide',
        })}
      />
      <p className="text-sm text-paper/70">
        <time dateTime={post.date_published}>{formatDay(post.date_published)}</time>
        {post.tags.length > 0 ? ` · ${post.tags.map((tag) => tag.name).join(', ')}` : null}
      </p>
      <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight">{post.title}</h1>
      {post.cover_image ? (
        <ResponsiveImage src={post.cover_image} preset="galleryScreen" aspect="video" alt="" priority className="mt-8 rounded-lg" />
      ) : null}
      {/* The summary once: as the standfirst, unless the body already opens with it. */}
      {bodyOpensWithSummary(post.summary, post.blocks) ? null : <p className="mt-8 text-xl text-paper/90">{post.summary}</p>}
      <ArticleText blocks={post.blocks} renderSlot={(block) => <PageSlot block={block} inArticle />} />
      {data.moreNews.length > 0 ? (
        <aside aria-labelledby="more-news" className="mt-16 border-t border-white/10 pt-8">
          <h2 id="more-news" className="font-display text-2xl font-semibold">
            More news
          </h2>
          <ul className="mt-4 space-y-3">
            {data.moreNews.map((item) => (
              <li key={item.id}>
                <RouterLink to={item.href} className="hover:text-accent">
                  {item.title}
                </RouterLink>{' '}
                <time dateTime={item.date_published} className="text-sm text-paper/60">
                  {formatDay(item.date_published)}
                </time>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
