import type { PageBlock } from '../../../shared/blocks/block-types';
import { bodyOpensWithSummary } from '../../../shared/lib/markup/summary-lead';

const paragraph = (text: string): PageBlock => ({ __typename: 'ParagraphBlock', id: 'p', type: 'paragraph', data: { text } });
const header = (text: string): PageBlock => ({
  __typename: 'HeaderBlock',
  id: 'h',
  type: 'header',
  data: { text, level: 2, anchor: null },
});

describe('bodyOpensWithSummary', () => {
  const summary = 'We asked Mattis Orre to pick the records that mattered most, and the list surprised us.';

  it('is true when the first paragraph opens with the summary, whatever its tags, entities or spacing', () => {
    const lead = paragraph(
      '<b>We asked <a href="/artists/mattis-orre">Mattis Orre</a> to pick the records that mattered most, and the list surprised us.</b> Some of these records are long out of print.',
    );
    expect(bodyOpensWithSummary(summary, [lead, header('The rarities')])).toBe(true);
    expect(bodyOpensWithSummary('Tom &amp; Jerry’s  record', [paragraph('<i>Tom &amp; Jerry’s</i>&nbsp;record, and more.')])).toBe(true);
    expect(bodyOpensWithSummary('Tom & Jerry', [paragraph('Tom &amp; Jerry')])).toBe(true);
  });

  it('is false when the body says something else first, or the summary only appears later', () => {
    expect(bodyOpensWithSummary(summary, [paragraph('Every record starts with a demo.'), paragraph(summary)])).toBe(false);
    expect(bodyOpensWithSummary(summary, [header(summary)])).toBe(false);
    expect(bodyOpensWithSummary(summary, [paragraph(`Intro. ${summary}`)])).toBe(false);
    expect(bodyOpensWithSummary(summary, [])).toBe(false);
  });

  it('is false for an empty summary (nothing to repeat)', () => {
    expect(bodyOpensWithSummary('', [paragraph('Anything at all.')])).toBe(false);
    expect(bodyOpensWithSummary('   ', [paragraph('Anything at all.')])).toBe(false);
  });
});
