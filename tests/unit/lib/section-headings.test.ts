import type { PageBlock, SlotBlock } from '../../../shared/blocks/block-types';
import * as sectionHeadings from '../../../shared/lib/markup/section-headings';

const header = (id: string, text: string, anchor: string | null = null): PageBlock => ({
  __typename: 'HeaderBlock',
  id,
  type: 'header',
  data: { text, level: 2, anchor },
});
const paragraph = (id: string): PageBlock => ({ __typename: 'ParagraphBlock', id, type: 'paragraph', data: { text: 'Some words.' } });
const slot = (id: string, data: SlotBlock['data']): SlotBlock => ({ __typename: 'SlotBlock', id, type: 'slot', data });

const untitledGrid = (id: string) =>
  slot(id, { __typename: 'CollectionViewSlot', kind: 'collection', view: { collection: 'products', display: 'grid' } });
const playlist = (id: string, title: string | null) =>
  slot(id, { __typename: 'VideoPlaylistSlot', kind: 'videoPlaylists', playlistId: 'PL1', title, maxResults: 12 });
const emailForm = (id: string, formId: string) =>
  slot(id, { __typename: 'EmailFormSlot', kind: 'activeCampaignForms', item: { id: '1', title: 'The newsletter', form_id: formId } });
const accordion = (id: string, title: string) =>
  slot(id, { __typename: 'AccordionSlot', kind: 'accordions', item: { id, title, sections: [] } });

describe('slotHeading: the title a slot shows as its heading', () => {
  it('is the title of a titled listing, or of the item a slot embeds', () => {
    expect(sectionHeadings.slotHeading(playlist('v', 'Lumen Tide Sessions').data)).toBe('Lumen Tide Sessions');
    expect(sectionHeadings.slotHeading(emailForm('e', '1').data)).toBe('The newsletter');
    expect(sectionHeadings.slotHeading(accordion('a', 'Orders and shipping').data)).toBe('Orders and shipping');
    const titledGrid = slot('g', {
      __typename: 'CollectionViewSlot',
      kind: 'collection',
      view: { collection: 'events', display: 'grid', title: ' Events ' },
    });
    expect(sectionHeadings.slotHeading(titledGrid.data)).toBe('Events');
  });

  it('is null for a slot that shows none: no title, no item, a form it cannot show, the contact form', () => {
    expect(sectionHeadings.slotHeading(untitledGrid('g').data)).toBeNull();
    expect(sectionHeadings.slotHeading(playlist('v', null).data)).toBeNull();
    expect(sectionHeadings.slotHeading(playlist('v', '  ').data)).toBeNull();
    expect(sectionHeadings.slotHeading(emailForm('e', 'not-an-id').data)).toBeNull();
    expect(sectionHeadings.slotHeading({ __typename: 'BannerSlot', kind: 'banners', item: null })).toBeNull();
    expect(
      sectionHeadings.slotHeading({
        __typename: 'ContactFormSlot',
        kind: 'contactForms',
        item: { id: '1', title: 'Contact', departments: [] },
      }),
    ).toBeNull();
  });
});

describe('sectionHeadings: one heading for a header block and the slot under it', () => {
  it('names a slot with no title of its own by the header right before it: the slot maps to its anchor', () => {
    const plan = sectionHeadings.sectionHeadings([header('h', 'Latest releases', 'latest-releases'), untitledGrid('g'), paragraph('p')]);
    expect([...plan]).toEqual([['g', 'latest-releases']]);
    expect([...sectionHeadings.sectionHeadings([header('h', 'On vinyl'), untitledGrid('g')])]).toEqual([['g', null]]);
  });

  it('lets a header give way to the one titled slot of its section, which says more: the header maps to its anchor', () => {
    const plan = sectionHeadings.sectionHeadings([
      header('h1', 'Videos', 'videos'),
      playlist('v', 'Lumen Tide Sessions'),
      header('h2', 'Newsletter', 'newsletter'),
      emailForm('e', '1'),
    ]);
    expect([...plan]).toEqual([
      ['h1', 'videos'],
      ['h2', 'newsletter'],
    ]);
  });

  it('keeps a header over several slots, and a header with text or nothing after it', () => {
    const plan = sectionHeadings.sectionHeadings([
      header('faq', 'Frequently asked questions'),
      accordion('a1', 'Orders and shipping'),
      accordion('a2', 'Demo submissions'),
      header('story', 'The story'),
      paragraph('p'),
      playlist('v', 'Sessions'),
      header('end', 'The end'),
    ]);
    expect([...plan]).toEqual([]);
  });

  it('leaves a slot that follows text or another slot alone', () => {
    const plan = sectionHeadings.sectionHeadings([paragraph('p'), untitledGrid('g1'), untitledGrid('g2'), playlist('v', 'Sessions')]);
    expect([...plan]).toEqual([]);
  });
});
