/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { ConcertEventsList } from '../../../shared/components/storefront/concert-events-list';
import { EventRow } from '../../../shared/components/storefront/event-row';
import { TICKETS_TEXT } from '../../../shared/lib/catalog/storefront-texts';

const dom = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

const gig = {
  id: 'c-1',
  title: 'Nova Reef live',
  datetime: '2025-10-03T20:30:00',
  url: 'https://tickets.example/nova-reef-oslo',
  description: 'An evening of slow-motion techno.',
  venue: { name: 'Blå', location: 'Oslo, Norway' },
  lineup: ['Nova Reef', 'Quiet Harbour'],
};

describe('EventRow', () => {
  it('shows date and time as given, title, venue, lineup and a Tickets link in a new tab', () => {
    const box = dom(renderToStaticMarkup(<EventRow event={gig} />));
    const time = box.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2025-10-03T20:30');
    expect(time.textContent).toBe('Friday 3 October 2025 · 20:30');
    expect(box.querySelector('h3')!.textContent).toBe('Nova Reef live');
    expect(box.textContent).toContain('Blå, Oslo, Norway');
    expect(box.textContent).toContain('Nova Reef, Quiet Harbour');
    const tickets = box.querySelector('a')!;
    expect(tickets.textContent).toBe(TICKETS_TEXT);
    expect(tickets.getAttribute('href')).toBe('https://tickets.example/nova-reef-oslo');
    expect(tickets.getAttribute('target')).toBe('_blank');
    expect(tickets.getAttribute('rel')).toBe('noreferrer nofollow');
  });

  it('falls back to the description cut to 80 characters and an ellipsis when there is no title', () => {
    const description = 'A long night on the harbour front with guests from every corner of the label, from dusk until the ferries stop.';
    const box = dom(renderToStaticMarkup(<EventRow event={{ ...gig, title: '', description }} />));
    const title = box.querySelector('h3')!.textContent;
    expect(title).toBe(`${description.slice(0, 80)}…`);
    expect(Array.from(title)).toHaveLength(81);
    expect(
      dom(renderToStaticMarkup(<EventRow event={{ ...gig, title: null, description: 'Short set.' }} />)).querySelector('h3')!.textContent,
    ).toBe('Short set.');
  });

  it('leaves out the Tickets link without an address', () => {
    expect(renderToStaticMarkup(<EventRow event={{ ...gig, url: '' }} />)).not.toContain(TICKETS_TEXT);
  });
});

describe('ConcertEventsList', () => {
  it('lists each concert as an event row under its title', () => {
    const box = dom(
      renderToStaticMarkup(<ConcertEventsList title="Upcoming shows" events={[gig, { ...gig, id: 'c-2', title: 'Second night' }]} />),
    );
    expect(box.querySelector('h2')!.id).toBe('upcoming-shows');
    expect(Array.from(box.querySelectorAll('li h3')).map((h) => h.textContent)).toEqual(['Nova Reef live', 'Second night']);
  });

  it('renders nothing without concerts', () => {
    expect(renderToStaticMarkup(<ConcertEventsList title="Upcoming shows" events={[]} />)).toBe('');
  });
});
