import { RouterLink } from './router-link';
import { BY_TEXT } from '../lib/catalog/storefront-texts';

/** "by {artist}" linking to the artist's page (release and product pages). */
export function ArtistByline({ artist, className = '' }: { artist: { name: string; href: string } | null; className?: string }) {
  if (!artist) return null;
  return (
    <p className={className}>
      {BY_TEXT}{' '}
      <RouterLink to={artist.href} className="underline underline-offset-4 hover:text-accent">
        {artist.name}
      </RouterLink>
    </p>
  );
}
