import type { BlockOf } from './block-types';
import { FOCUS_RING } from '../components/focus-ring';
import { Html } from './html';

export function ParagraphBlock({ block }: { block: BlockOf<'ParagraphBlock'> }) {
  return (
    <Html as="p" html={block.data.text} className="my-5 text-lg leading-relaxed text-paper/85 [&_a]:underline [&_a]:underline-offset-4" />
  );
}

const headingSizes: Record<number, string> = {
  1: 'text-4xl',
  2: 'text-3xl',
  3: 'text-2xl',
  4: 'text-xl',
  5: 'text-lg',
  6: 'text-base',
};

/** Section titles (to h3) take the display face; smaller headings stay in the text face. */
const DISPLAY_LEVELS = 3;

export function HeaderBlock({ block }: { block: BlockOf<'HeaderBlock'> }) {
  const level = Math.min(Math.max(block.data.level, 1), 6);
  return (
    <Html
      as={`h${level}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'}
      id={block.data.anchor || undefined}
      html={block.data.text}
      className={`mt-12 mb-4 font-semibold tracking-tight ${level <= DISPLAY_LEVELS ? 'font-display' : ''} ${headingSizes[level]}`}
    />
  );
}

/** Names a code block for assistive technology. */
export const CODE_BLOCK_LABEL = 'Code';

/**
 * A code block keeps its lines as written, so on a narrow screen it scrolls sideways: it is a
 * named region in the Tab order (from the server's markup on), so a keyboard can scroll it too.
 */
export function CodeBlock({ block }: { block: BlockOf<'CodeBlock'> }) {
  return (
    <pre
      tabIndex={0}
      role="region"
      aria-label={CODE_BLOCK_LABEL}
      className={`my-6 overflow-x-auto rounded-lg bg-white/5 p-4 text-sm ${FOCUS_RING}`}
    >
      <code>{block.data.code}</code>
    </pre>
  );
}

export function DelimiterBlock() {
  return (
    <p aria-hidden="true" className="my-10 text-center text-2xl tracking-[1em] text-paper/50">
      ***
    </p>
  );
}

export function DividerBlock() {
  return <hr className="my-10 border-white/15" />;
}

export function RawBlock({ block }: { block: BlockOf<'RawBlock'> }) {
  return <Html as="div" html={block.data.html} className="my-6 [&_img]:max-w-full [&_a]:underline" />;
}

export function QuoteBlock({ block }: { block: BlockOf<'QuoteBlock'> }) {
  const centred = block.data.alignment === 'center';
  return (
    <figure className={`my-10 ${centred ? 'text-center' : 'border-l-4 border-accent pl-6'}`}>
      <blockquote>
        <Html as="p" html={block.data.text} className="text-2xl leading-snug" />
      </blockquote>
      {block.data.caption ? (
        <figcaption className="mt-3 text-sm text-paper/70">
          — <Html html={block.data.caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}
