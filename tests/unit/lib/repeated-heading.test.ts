import type { RichBlock } from '../../../shared/blocks/block-types';
import { withoutRepeatedHeading } from '../../../shared/lib/markup/repeated-heading';

const header = (text: string): RichBlock => ({
  __typename: 'HeaderBlock',
  id: 'h',
  type: 'header',
  data: { text, level: 3, anchor: null },
});
const paragraph = (text: string): RichBlock => ({ __typename: 'ParagraphBlock', id: 'p', type: 'paragraph', data: { text } });

describe('withoutRepeatedHeading', () => {
  it('drops a leading header that repeats the title, whatever its case, tags or spacing', () => {
    const body = paragraph('Two hours of new music every Friday.');
    expect(withoutRepeatedHeading('Lumen Tide Radio', [header('Lumen Tide Radio'), body])).toEqual([body]);
    expect(withoutRepeatedHeading('Lumen Tide Radio', [header('<b>Lumen  tide</b>&nbsp;radio'), body])).toEqual([body]);
  });

  it('keeps a header that says something else, or one that does not lead', () => {
    const blocks = [header('Shoreline 8'), paragraph('The new album.')];
    expect(withoutRepeatedHeading('Pre-order Shoreline 8', blocks)).toBe(blocks);
    const later = [paragraph('Intro'), header('Lumen Tide Radio')];
    expect(withoutRepeatedHeading('Lumen Tide Radio', later)).toBe(later);
    expect(withoutRepeatedHeading('Anything', [])).toEqual([]);
  });
});
