import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../components/page-meta';
import { PAGES_PROFILE, type PageBlock } from '../graphql/pages-profile';
import { NotFoundPage } from './not-found-page';

/** Editor.js text carries inline markup; until the block renderer lands, text only. */
const plainText = (html: unknown) => String(html ?? '').replace(/<[^>]*>/g, '');

/** /{path}: a page assembled from content blocks; the index page is /. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const { data, loading, error } = useQuery(PAGES_PROFILE, { variables: { path: pathname } });
  const page = data?.pages[0];

  if (loading && !page) return <div aria-busy="true" className="h-64 animate-pulse rounded bg-white/5" />;
  if (!page && error) return <p role="alert">This page could not be loaded. Please try again.</p>;
  if (!page) return <NotFoundPage path={pathname} />;

  return (
    <article className="max-w-3xl">
      <PageMeta title={page.title} description={page.description} path={page.path} />
      <h1 className="text-4xl font-semibold tracking-tight">{page.title}</h1>
      {page.hero?.heading ? <p className="mt-4 text-2xl text-paper/85">{page.hero.heading}</p> : null}
      {page.blocks.map((block) => (
        <TextBlock key={block.id} block={block} />
      ))}
    </article>
  );
}

function TextBlock({ block }: { block: PageBlock }) {
  if (block.type === 'paragraph') return <p className="mt-6 text-lg leading-relaxed text-paper/85">{plainText(block.data.text)}</p>;
  if (block.type === 'header') return <h2 className="mt-10 text-2xl font-semibold">{plainText(block.data.text)}</h2>;
  return null;
}
