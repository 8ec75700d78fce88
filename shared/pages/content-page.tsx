import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../components/page-meta';
import { PAGES_PROFILE } from '../graphql/pages-profile';
import { NotFoundPage } from './not-found-page';

/** /{path}: a page assembled from content; the index page is /. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const { data, loading, error } = useQuery(PAGES_PROFILE, { variables: { path: pathname } });
  const page = data?.pageByPath;

  if (loading && !page) return <div aria-busy="true" className="h-64 animate-pulse rounded bg-white/5" />;
  if (!page && error) return <p role="alert">This page could not be loaded. Please try again.</p>;
  if (!page) return <NotFoundPage path={pathname} />;

  return (
    <article className="max-w-3xl">
      <PageMeta title={page.title} description={page.summary} path={page.path} />
      <h1 className="text-4xl font-semibold tracking-tight">{page.title}</h1>
      {page.body.map((paragraph, index) => (
        <p key={index} className="mt-6 text-lg leading-relaxed text-paper/85">
          {paragraph}
        </p>
      ))}
    </article>
  );
}
