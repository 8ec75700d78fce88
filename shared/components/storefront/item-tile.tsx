import type { CSSProperties } from 'react';
import {
  isFeaturedLabel,
  itemArtist,
  itemArtistHref,
  itemDescriptor,
  itemHref,
  itemImage,
  itemLabel,
  itemTitle,
  itemTypeLabel,
  labelHref,
} from '../../lib/catalog/item-derivations';
import { preOrderNote } from '../../lib/catalog/buy-buttons';
import { itemDay } from '../../lib/catalog/item-dates';
import { formatOnce } from '../../lib/catalog/tile-format';
import { BY_TEXT } from '../../lib/catalog/storefront-texts';
import { TileBasketAction } from '../basket/tile-basket-action';
import { EpisodePlayButtonIsland } from './episode-play-button';
import { PreviewButtonIsland } from './preview-button';
import { PriceTag } from './price-tag';
import { ReleaseBadge } from './release-badge';
import { ResponsiveImage } from './responsive-image';
import { SmartLink } from './smart-link';
import { TitleTile } from './title-tile';
import type { TileItem, TileLabel } from './storefront-types';
import { FOCUS_RING } from '../focus-ring';

export { playPreviewLabel } from './preview-button';

export interface ItemTileProps {
  item: TileItem;
  /** The page's moment, for the release badge. */
  now: Date;
  /** The visitor's currency. */
  currency: string;
  /** The collection the item comes from (its type label); the item's __typename otherwise. */
  collection?: string | null;
  /** One of the first images a visitor sees: in the server's HTML and fetched at once. */
  priority?: boolean;
  /** Says what kind of item it is; off in a list of one collection, where every tile would say the same. */
  showTypeLabel?: boolean;
}

/**
 * Label colours come from content (the main label and its sister labels have their own): the
 * primary is the label's dark ground, the secondary its light accent, which is what reads on a
 * dark tile.
 */
function labelStyle(label: TileLabel): CSSProperties | undefined {
  return label.secondary_colour ? { color: label.secondary_colour } : undefined;
}

function colourStyle(background?: string | null, text?: string | null): CSSProperties | undefined {
  if (!background && !text) return undefined;
  return { backgroundColor: background ?? undefined, color: text ?? undefined };
}

/**
 * One grid item. The title is the tile's link, stretched over the whole tile with a pseudo-element,
 * so the artist and label links and the buttons sit beside it as siblings (never a link inside a
 * link) yet the whole tile is clickable.
 */
export function ItemTile({ item, now, currency, collection, priority = false, showTypeLabel = true }: ItemTileProps) {
  const kind = collection ?? item.__typename ?? null;
  const href = itemHref(item);
  // The format once: the descriptor says it; a product's title and type label do not repeat it.
  const { title, typeLabel, descriptor } = formatOnce({
    title: itemTitle(item),
    typeLabel: itemTypeLabel(item, collection),
    descriptor: itemDescriptor(item),
    format: item.format,
  });
  const artist = itemArtist(item);
  const artistHref = itemArtistHref(item);
  const label = itemLabel(item);
  const labelLink = labelHref(label);
  const image = itemImage(item);

  const isProduct = kind === 'products';
  const isRelease = !isProduct && item.reference_type === 'release';
  const isRadio = kind === 'radioShows';
  const isCustom = kind === 'custom_items';
  const dated = {
    release_date: item.release_date ?? item.group?.release_date,
    date_available: item.date_available ?? item.group?.date_available,
  };
  // The show's own colour, for its episode's strap (the tile's ground is dark, as the art was).
  const strapColour = isRadio ? item.textOverlayColour : null;
  const episodeAudio = isRadio ? item.audio_url?.trim() : null;
  // A pre-order says when it ships (or, a release, when it is out) under its price.
  const preOrder = preOrderNote({ distribution: item.distribution, date_available: dated.date_available }, dated, now);
  // When (an event's date, a post's publication) and, for an event, where: what a visitor choosing one reads first.
  const day = itemDay(kind, kind === 'posts' ? item.date_published : item.date);
  const venue = kind === 'events' ? item.venue?.name : null;

  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white/[0.04] text-paper"
      style={isCustom ? colourStyle(item.primary_colour, item.secondary_colour) : undefined}
    >
      <div className="relative">
        <ResponsiveImage
          src={image}
          preset="grid"
          alt=""
          aspect="square"
          priority={priority}
          className="transition-opacity group-hover:opacity-90"
          placeholder={title ? <TitleTile title={title} /> : null}
        />
        <ReleaseBadge item={dated} now={now} className="absolute top-2 left-2" />
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        {showTypeLabel && typeLabel ? <p className="text-xs font-medium uppercase tracking-wider text-paper/60">{typeLabel}</p> : null}
        <h3 className="font-display font-semibold leading-snug break-words">
          {href ? (
            <SmartLink
              href={href}
              className="after:absolute after:inset-0 after:rounded-lg hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
            >
              {title}
            </SmartLink>
          ) : (
            title
          )}
        </h3>
        {/* Under the title, never over the show's art (decision 0103). */}
        {isRadio && item.strap ? (
          <p className="text-sm font-semibold leading-snug" style={strapColour ? { color: strapColour } : undefined}>
            {item.strap}
          </p>
        ) : null}
        {day ? (
          <p className="text-sm text-paper/70">
            <time dateTime={day.dateTime} className="block">
              {day.text}
            </time>
            {venue ? <span className="block">{venue}</span> : null}
          </p>
        ) : null}
        {artist?.name ? (
          <p className="text-sm text-paper/80">
            {BY_TEXT}{' '}
            {artistHref ? (
              <SmartLink href={artistHref} className={`relative z-10 underline-offset-4 hover:underline ${FOCUS_RING}`}>
                {artist.name}
              </SmartLink>
            ) : (
              artist.name
            )}
          </p>
        ) : null}
        {label?.name ? (
          <p className={`text-xs ${isFeaturedLabel(label) ? 'font-semibold text-accent' : 'text-paper/60'}`} style={labelStyle(label)}>
            {labelLink ? (
              <SmartLink href={labelLink} className={`relative z-10 underline-offset-4 hover:underline ${FOCUS_RING}`}>
                {label.name}
              </SmartLink>
            ) : (
              label.name
            )}
          </p>
        ) : null}
        {descriptor ? <p className="text-sm text-paper/60">{descriptor}</p> : null}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <div>
            <PriceTag prices={item.prices} products={item.products} currency={currency} />
            {preOrder ? <p className="text-xs text-paper/70">{preOrder}</p> : null}
          </div>
          {isProduct && item.id ? (
            <TileBasketAction
              product={{ ...item, id: item.id }}
              href={href}
              className="relative z-10 rounded-full border border-paper/30 px-3 py-1 text-xs font-semibold"
            />
          ) : null}
          {isRelease && item.id ? (
            <PreviewButtonIsland referenceId={item.id} title={title} cover={image} href={href} className="relative z-10 ml-auto" />
          ) : null}
          {isRadio && item.showLogo ? (
            // The show's mark, small in the foot: the artwork above is left whole.
            <ResponsiveImage
              src={item.showLogo}
              preset="featured"
              alt=""
              aspect="square"
              fit="contain"
              sizes="32px"
              className="w-8 shrink-0 rounded bg-transparent"
            />
          ) : null}
          {episodeAudio ? (
            <EpisodePlayButtonIsland
              episode={{ referenceId: `radio:${item.id ?? title}`, title, url: episodeAudio, cover: image }}
              className="relative z-10 ml-auto"
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
