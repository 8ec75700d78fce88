import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as eventTimes from '../../../shared/lib/catalog/event-times';

const eventsPage = JSON.parse(readFileSync(path.join(__dirname, '../../../content/pages/events.json'), 'utf8')) as {
  blocks: { type: string; data: { text?: string; view?: { collection: string; filter?: unknown; sort?: string[] } } }[];
};

/** The demo /events page's list of label events under the header `title`. */
function eventsPageList(title: string) {
  const at = eventsPage.blocks.findIndex((block) => block.type === 'header' && block.data.text === title);
  const view = eventsPage.blocks[at + 1]!.data.view!;
  expect(view.collection).toBe('events');
  return { filter: view.filter, sort: view.sort };
}

describe('event times: upcoming and past, split as /events splits them', () => {
  it('upcoming: from now on, soonest first; past: before now, newest first', () => {
    expect(eventTimes.EVENT_TIMES.upcoming).toEqual({ filter: { date: { _gte: '$NOW' } }, sort: ['date'] });
    expect(eventTimes.EVENT_TIMES.past).toEqual({ filter: { date: { _lt: '$NOW' } }, sort: ['-date'] });
  });

  it('are the demo /events page\'s two lists, under the headings "Upcoming" and "Past events"', () => {
    expect(eventsPageList('Upcoming')).toEqual(eventTimes.EVENT_TIMES.upcoming);
    expect(eventsPageList(eventTimes.PAST_EVENTS_TITLE)).toEqual(eventTimes.EVENT_TIMES.past);
  });

  it('narrows a filter to one of the two', () => {
    const byArtist = { artists: { _some: { id: { _eq: '7' } } } };
    expect(eventTimes.eventsAt('upcoming', byArtist)).toEqual({ filter: { _and: [byArtist, { date: { _gte: '$NOW' } }] }, sort: ['date'] });
    expect(eventTimes.eventsAt('past', byArtist)).toEqual({ filter: { _and: [byArtist, { date: { _lt: '$NOW' } }] }, sort: ['-date'] });
  });
});
