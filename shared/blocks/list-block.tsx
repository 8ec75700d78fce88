import type { ListItemData } from '../graphql/json-scalar-types';
import type { BlockOf } from './block-types';
import { Html } from './html';

function Items({ items, ordered }: { items: ListItemData[]; ordered: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={`ml-6 space-y-2 ${ordered ? 'list-decimal' : 'list-disc'}`}>
      {items.map((item, index) => (
        <li key={index}>
          <Html html={item.content} />
          {item.items.length > 0 ? <Items items={item.items} ordered={ordered} /> : null}
        </li>
      ))}
    </Tag>
  );
}

/** Ordered or unordered, nested to any depth. */
export function ListBlock({ block }: { block: BlockOf<'ListBlock'> }) {
  return (
    <div className="my-6 text-lg text-paper/85">
      <Items items={block.data.items} ordered={block.data.style === 'ordered'} />
    </div>
  );
}
