import type { BlockOf } from './block-types';
import { Html } from './html';

/** One table row: each cell's sanitised HTML in a `th` or `td`. */
function CellRow({
  cells,
  as,
  className,
  rowClassName,
}: {
  cells: readonly string[];
  as: 'th' | 'td';
  className: string;
  rowClassName?: string;
}) {
  return (
    <tr className={rowClassName}>
      {cells.map((cell, index) => (
        <Html as={as} key={index} html={cell} className={className} />
      ))}
    </tr>
  );
}

/** A table with optional headings (first row), footer and caption; scrolls sideways on phones. */
export function TableBlock({ block }: { block: BlockOf<'TableBlock'> }) {
  const { withHeadings, content, footer, caption } = block.data;
  const [head, ...body] = withHeadings ? content : [undefined, ...content];
  return (
    <div className="my-8 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        {caption ? <Html as="caption" html={caption} className="mb-2 caption-bottom pt-2 text-paper/70" /> : null}
        {head ? (
          <thead>
            <CellRow cells={head} as="th" className="border-b border-white/20 px-3 py-2 font-semibold" />
          </thead>
        ) : null}
        <tbody>
          {body.map((row, rowIndex) => (
            <CellRow key={rowIndex} cells={row!} as="td" className="px-3 py-2" rowClassName="border-b border-white/10" />
          ))}
        </tbody>
        {footer && footer.length > 0 ? (
          <tfoot>
            <CellRow cells={footer} as="td" className="px-3 py-2 font-semibold" />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
