import { pureContentPart } from '../app/part-boundary';
import { RichText, type RichTextProps } from './rich-text';

/** Rich text as a part of pure content: hydrated only when a visitor reaches into it (docs/decisions/0107). */
const PureText = pureContentPart<RichTextProps>('article-text', () => import('./rich-text').then(({ RichText }) => RichText));

/**
 * The body of a post, an event, an artist or a release: text, images, tables and embeds that do
 * nothing until a visitor touches them, so the browser keeps the server's HTML and hydrates them
 * only then. A body with a slot (a collection, a form, a player) is hydrated with the page, as its
 * slot's own part decides.
 */
export function ArticleText(props: RichTextProps) {
  return props.blocks.some((block) => block.__typename === 'SlotBlock') ? <RichText {...props} /> : <PureText {...props} />;
}
