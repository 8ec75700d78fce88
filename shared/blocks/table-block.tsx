import type { RichBlock } from './block-types';
import { Html } from './html';

/** A table with optional headings (first row), footer and caption; scrolls sideways on phones. */
export function TableBlock({ block }: { block: Extract<RichBlock, { type: 'table' }> }) {
  const { withHeadings, content, footer, caption } = block.data;
  const [head, ...body] = withHeadings ? content : [undefined, ...content];
  return (
    <div className="my-8 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        {caption ? <Html as="caption" html={caption} className="mb-2 caption-bottom pt-2 text-paper/70" /> : null}
        {head ? (
          <thead>
            <tr>
              {head.map((cell, index) => (
                <Html as="th" key={index} html={cell} className="border-b border-white/20 px-3 py-2 font-semibold" />
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-white/10">
              {row!.map((cell, index) => (
                <Html as="td" key={index} html={cell} className="px-3 py-2" />
              ))}
            </tr>
          ))}
        </tbody>
        {footer && footer.length > 0 ? (
          <tfoot>
            <tr>
              {footer.map((cell, index) => (
                <Html as="td" key={index} html={cell} className="px-3 py-2 font-semibold" />
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
