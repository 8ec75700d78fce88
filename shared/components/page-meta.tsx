import { usePublicEnv } from '../app/public-env';

interface PageMetaProps {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. /about. */
  path: string;
  image?: string;
  type?: 'website' | 'article' | 'music.album' | 'profile';
}

/**
 * Title, description, canonical URL and Open Graph tags: every page renders exactly one. React 19
 * hoists these elements into <head> wherever they render, on the server and on each navigation.
 */
export function PageMeta({ title, description, path, image, type = 'website' }: PageMetaProps) {
  const { publicUrl } = usePublicEnv();
  const canonical = `${publicUrl}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
