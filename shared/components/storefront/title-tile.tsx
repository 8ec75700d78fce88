import { titleTileColours } from '../../lib/catalog/title-tile';

/**
 * An item with no picture: its title set large on a colour of its own, so a grid never shows an
 * empty box. Decorative: the tile's heading already names the item.
 */
export function TitleTile({ title }: { title: string }) {
  return (
    <div
      data-title-tile=""
      aria-hidden="true"
      className="@container absolute inset-0 flex items-end p-[8%]"
      style={titleTileColours(title)}
    >
      <span className="line-clamp-4 text-[12cqw] leading-[0.95] font-extrabold tracking-tight break-words uppercase">{title}</span>
    </div>
  );
}
