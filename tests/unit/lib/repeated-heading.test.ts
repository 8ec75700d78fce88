import type { RichBlock } from '../../../shared/blocks/block-types';
import * as repeatedHeading from '../../../shared/lib/markup/repeated-heading';

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
    expect(repeatedHeading.withoutRepeatedHeading('Lumen Tide Radio', [header('Lumen Tide Radio'), body])).toEqual([body]);
    expect(repeatedHeading.withoutRepeatedHeading('Lumen Tide Radio', [header('<b>Lumen  tide</b>&nbsp;radio'), body])).toEqual([body]);
  });

  it("drops a leading header whose words the title holds, or that holds the title's words", () => {
    const body = paragraph('The new album.');
    expect(repeatedHeading.withoutRepeatedHeading('Pre-order The Northern Fathom', [header('The Northern Fathom'), body])).toEqual([body]);
    expect(repeatedHeading.withoutRepeatedHeading('Radio', [header('Lumen Tide Radio'), body])).toEqual([body]);
    expect(repeatedHeading.withoutRepeatedHeading('Shoreline 8: pre-order', [header('Shoreline&nbsp;8'), body])).toEqual([body]);
  });

  it('keeps a header that says something else, one that shares only part of a word, or one that does not lead', () => {
    const blocks = [header('Demos are open'), paragraph('We listen to everything.')];
    expect(repeatedHeading.withoutRepeatedHeading('Send us a demo', blocks)).toBe(blocks);
    const partWord = [header('Tide'), paragraph('Intro')];
    expect(repeatedHeading.withoutRepeatedHeading('Lumen Tides', partWord)).toBe(partWord);
    const later = [paragraph('Intro'), header('Lumen Tide Radio')];
    expect(repeatedHeading.withoutRepeatedHeading('Lumen Tide Radio', later)).toBe(later);
    expect(repeatedHeading.withoutRepeatedHeading('Anything', [])).toEqual([]);
  });
});

describe('bannerBody: one heading for a banner, its title', () => {
  it('drops a leading header that repeats the title, and has no tagline', () => {
    const body = paragraph('Two hours of new music every Friday.');
    expect(repeatedHeading.bannerBody('Lumen Tide Radio', [header('Lumen Tide Radio'), body])).toEqual({ tagline: null, blocks: [body] });
  });

  it("makes a leading header that says something else the banner's tagline, not a second heading", () => {
    const body = paragraph('We listen to everything.');
    expect(repeatedHeading.bannerBody('Send us a demo', [header('Demos <i>are</i> open'), body])).toEqual({
      tagline: 'Demos <i>are</i> open',
      blocks: [body],
    });
  });

  it('leaves a body that does not start with a header as it is', () => {
    const blocks = [paragraph('Intro'), header('Later')];
    expect(repeatedHeading.bannerBody('Anything', blocks)).toEqual({ tagline: null, blocks });
    expect(repeatedHeading.bannerBody('Anything', [])).toEqual({ tagline: null, blocks: [] });
  });
});
