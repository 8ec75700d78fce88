/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { BrowserEngineQueries } from '../support/browser-engine-queries';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { AudioPlayer } from '../../shared/components/player/audio-player';
import { playerStore } from '../../shared/components/player/player-store';
import { ListenLiveButton } from '../../shared/components/page/listen-live-button';
import { EpisodePlayButton } from '../../shared/components/storefront/episode-play-button';
import { PreviewButton, playPreviewLabel } from '../../shared/components/storefront/preview-button';
import { pauseTrackLabel, playTrackLabel, Tracklist } from '../../shared/components/storefront/tracklist';
import { createCache, defaultQueryOptions } from '../../shared/graphql/cache';
import type { QueryResults } from '../../shared/lib/transport/query-results';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * jsdom's media element does not play: a stand-in that keeps paused, currentTime and duration
 * and fires the events a browser would.
 */
interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
}
const media = new WeakMap<HTMLMediaElement, MediaState>();
const stateOf = (element: HTMLMediaElement) => {
  if (!media.has(element)) media.set(element, { paused: true, currentTime: 0, duration: Number.NaN });
  return media.get(element)!;
};
const play = jest.fn(function (this: HTMLMediaElement) {
  stateOf(this).paused = false;
  this.dispatchEvent(new Event('play'));
  return Promise.resolve();
});
Object.defineProperties(HTMLMediaElement.prototype, {
  paused: {
    configurable: true,
    get(this: HTMLMediaElement) {
      return stateOf(this).paused;
    },
  },
  duration: {
    configurable: true,
    get(this: HTMLMediaElement) {
      return stateOf(this).duration;
    },
  },
  currentTime: {
    configurable: true,
    get(this: HTMLMediaElement) {
      return stateOf(this).currentTime;
    },
    set(this: HTMLMediaElement, value: number) {
      stateOf(this).currentTime = value;
      this.dispatchEvent(new Event('timeupdate'));
    },
  },
  play: { configurable: true, value: play },
  pause: {
    configurable: true,
    value(this: HTMLMediaElement) {
      if (stateOf(this).paused) return;
      stateOf(this).paused = true;
      this.dispatchEvent(new Event('pause'));
    },
  },
  load: { configurable: true, value() {} },
});

/** The browser learns the clip's length. */
function metadataLoaded(element: HTMLAudioElement, seconds: number) {
  stateOf(element).duration = seconds;
  element.dispatchEvent(new Event('durationchange'));
}

interface Lookup {
  variables: Record<string, unknown>;
  answer: (results: unknown[] | Error) => void;
}

/** A client whose media-items answers the test gives by hand. */
function fakeClient() {
  const lookups: Lookup[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        lookups.push({
          variables: operation.variables,
          answer: (results) => {
            if (results instanceof Error) return observer.error(results);
            observer.next({ data: { mediaItems: { __typename: 'MediaItems', results } } });
            observer.complete();
          },
        });
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link, defaultOptions: defaultQueryOptions });
  return { client, lookups };
}

const item = (release: string, n: number) => ({
  __typename: 'MediaItem',
  id: `media-${release}-${n}`,
  title: `${release} track ${n}`,
  artist: 'Night Ferry',
  url: `/assets/${release}-${n}`,
  duration_seconds: 300,
});

async function mount(client: ApolloClient, sent?: QueryResults) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <BrowserEngineQueries client={client} sent={sent}>
        <PreviewButton referenceId="r1" title="Glass Harbour" cover="cover-r1" />
        <PreviewButton referenceId="r2" title="Tidal Lines" />
        <PreviewButton referenceId="" title="No Id" />
        <AudioPlayer />
      </BrowserEngineQueries>,
    );
  });
  const button = (title: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${playPreviewLabel(title)}"]`)!;
  const bar = () => container.querySelector('section[aria-label="Audio player"]');
  const control = (name: string) => bar()!.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;
  const audio = () => container.querySelector('audio')!;
  const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
  return { container, button, bar, control, audio, text, unmount: () => act(() => root.unmount()) };
}

const press = (element: HTMLElement) => act(async () => element.click());
/** Answers a media items call the test expects to have been made. */
const answer = (lookup: Lookup | undefined, results: unknown[] | Error) =>
  act(async () => {
    if (!lookup) throw new Error('no media items call was made');
    lookup.answer(results);
  });

/** The player mounted, Glass Harbour pressed and its media items call answered with `results`. */
async function mountPlaying(results: unknown[] | Error) {
  const { client, lookups } = fakeClient();
  const ui = await mount(client);
  await press(ui.button('Glass Harbour'));
  await answer(lookups[0], results);
  return { ui, lookups };
}

describe('the preview button and the player bar', () => {
  const realWarn = console.warn;
  afterEach(() => {
    act(() => playerStore.close());
    console.warn = realWarn;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('style');
    play.mockClear();
  });

  it('render nothing of the player on the server, and an idle button', () => {
    const { client } = fakeClient();
    const html = renderToString(
      <BrowserEngineQueries client={client}>
        <PreviewButton referenceId="r1" title="Glass Harbour" />
        <AudioPlayer />
      </BrowserEngineQueries>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('<audio');
    expect(html).not.toContain('Audio player');
  });

  it('go idle → loading → queue filled and playing, with the spec’s media items call', async () => {
    const { client, lookups } = fakeClient();
    const ui = await mount(client);
    expect(ui.bar()).toBeNull();

    await press(ui.button('Glass Harbour'));
    expect(ui.button('Glass Harbour').getAttribute('aria-busy')).toBe('true');
    expect(ui.button('Glass Harbour').querySelector('[data-testid="player-spinner"]')).not.toBeNull();
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.variables).toEqual({ reference_type: 'release', reference_id: 'r1', service: 'ochre', type: 'audio', limit: 99 });
    expect(ui.bar()).toBeNull();

    await answer(lookups[0], [item('r1', 1), item('r1', 2)]);
    expect(ui.button('Glass Harbour').hasAttribute('aria-busy')).toBe(false);
    expect(ui.button('Glass Harbour').getAttribute('aria-pressed')).toBe('true');
    expect(ui.bar()).not.toBeNull();
    expect(ui.text('player-title')).toBe('r1 track 1');
    expect(ui.text('player-artist')).toBe('Night Ferry');
    expect(ui.audio().getAttribute('src')).toBe('/assets/r1-1');
    expect(play).toHaveBeenCalledTimes(1);
    expect(ui.bar()!.querySelector('[role="status"]')!.textContent).toBe('Now playing: r1 track 1 by Night Ferry');
    expect(ui.bar()!.querySelector('img')?.getAttribute('src')).toContain('cover-r1');
    expect(ui.control('Pause')).not.toBeNull();
    ui.unmount();
  });

  it('take the release’s cover from what the page was sent when its tile showed it', async () => {
    const { client, lookups } = fakeClient();
    const sent = { 'Tiles:{}': { items: [{ __typename: 'product_groups', id: 'r2', cover_image: 'cached-cover-r2' }] } };
    const ui = await mount(client, sent);
    await press(ui.button('Tidal Lines'));
    await answer(lookups[0], [item('r2', 1)]);
    expect(ui.bar()!.querySelector('img')?.getAttribute('src')).toContain('cached-cover-r2');
    ui.unmount();
  });

  it('take the release’s cover from Apollo’s cache once it has loaded and holds the release', async () => {
    const { client, lookups } = fakeClient();
    const ui = await mount(client);
    // The first preview loads the network client.
    await press(ui.button('Glass Harbour'));
    await answer(lookups[0], [item('r1', 1)]);
    client.cache.writeFragment({
      id: client.cache.identify({ __typename: 'product_groups', id: 'r2' }),
      fragment: gql`
        fragment TileCover on product_groups {
          id
          cover_image
        }
      `,
      data: { __typename: 'product_groups', id: 'r2', cover_image: 'cached-cover-r2' },
    });
    await press(ui.button('Tidal Lines'));
    await answer(lookups[1], [item('r2', 1)]);
    expect(ui.bar()!.querySelector('img')?.getAttribute('src')).toContain('cached-cover-r2');
    ui.unmount();
  });

  it('do nothing without a reference id', async () => {
    const { client, lookups } = fakeClient();
    const ui = await mount(client);
    await press(ui.button('No Id'));
    expect(lookups).toHaveLength(0);
    expect(ui.button('No Id').hasAttribute('aria-busy')).toBe(false);
    expect(ui.bar()).toBeNull();
    ui.unmount();
  });

  it('toggle pause with the button of the release that plays, and with the bar', async () => {
    const { ui, lookups } = await mountPlaying([item('r1', 1)]);

    await press(ui.button('Glass Harbour'));
    expect(lookups).toHaveLength(1);
    expect(ui.audio().paused).toBe(true);
    expect(ui.button('Glass Harbour').getAttribute('aria-pressed')).toBe('false');
    expect(ui.control('Play')).not.toBeNull();

    await press(ui.control('Play'));
    expect(ui.audio().paused).toBe(false);
    expect(ui.button('Glass Harbour').getAttribute('aria-pressed')).toBe('true');
    ui.unmount();
  });

  it('replace the queue when another release starts', async () => {
    const { ui, lookups } = await mountPlaying([item('r1', 1)]);
    await press(ui.button('Tidal Lines'));
    expect(ui.audio().paused).toBe(true);
    expect(ui.button('Tidal Lines').getAttribute('aria-busy')).toBe('true');
    await answer(lookups[1], [item('r2', 1), item('r2', 2)]);

    expect(ui.container.querySelectorAll('audio')).toHaveLength(1);
    expect(ui.audio().getAttribute('src')).toBe('/assets/r2-1');
    expect(ui.audio().paused).toBe(false);
    expect(ui.text('player-title')).toBe('r2 track 1');
    // Tidal Lines has no cover given or cached: a placeholder, not an empty image.
    expect(ui.bar()!.querySelector('img')).toBeNull();
    expect(ui.bar()!.querySelectorAll('svg').length).toBeGreaterThan(0);
    expect(ui.button('Glass Harbour').getAttribute('aria-pressed')).toBe('false');
    expect(ui.button('Tidal Lines').getAttribute('aria-pressed')).toBe('true');
    ui.unmount();
  });

  it('move with next and previous, and seek with the slider and its arrow keys', async () => {
    const { ui } = await mountPlaying([item('r1', 1), item('r1', 2)]);
    const previous = ui.control('Previous track');
    const next = ui.control('Next track');
    expect(next.getAttribute('aria-disabled')).toBe('false');

    await press(next);
    expect(ui.audio().getAttribute('src')).toBe('/assets/r1-2');
    expect(ui.text('player-title')).toBe('r1 track 2');
    expect(ui.bar()!.querySelector('[role="status"]')!.textContent).toBe('Now playing: r1 track 2 by Night Ferry');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await press(next);
    expect(ui.text('player-title')).toBe('r1 track 2');

    await act(async () => metadataLoaded(ui.audio(), 30));
    const slider = ui.control('Seek') as HTMLInputElement;
    expect(slider.type).toBe('range');
    expect(slider.max).toBe('30');
    expect(ui.text('player-duration')).toBe('0:30');
    await act(async () => void slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(ui.audio().currentTime).toBe(5);
    expect(ui.text('player-position')).toBe('0:05');
    expect(slider.getAttribute('aria-valuetext')).toBe('0:05 of 0:30');
    await act(async () => void slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(ui.audio().currentTime).toBe(0);

    // Past the restart threshold, previous restarts the track; within it, goes back one.
    await act(async () => void slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true })));
    await press(previous);
    expect(ui.audio().currentTime).toBe(0);
    expect(ui.text('player-title')).toBe('r1 track 2');
    await press(previous);
    expect(ui.text('player-title')).toBe('r1 track 1');
    expect(ui.audio().getAttribute('src')).toBe('/assets/r1-1');
    ui.unmount();
  });

  it('play the next track when one ends, and stop at the end of the release', async () => {
    const { ui } = await mountPlaying([item('r1', 1), item('r1', 2)]);
    await act(async () => void ui.audio().dispatchEvent(new Event('ended')));
    expect(ui.audio().getAttribute('src')).toBe('/assets/r1-2');
    expect(play).toHaveBeenCalledTimes(2);
    await act(async () => {
      ui.audio().pause();
      ui.audio().dispatchEvent(new Event('ended'));
    });
    expect(ui.audio().getAttribute('src')).toBe('/assets/r1-1');
    expect(ui.control('Play')).not.toBeNull();
    expect(play).toHaveBeenCalledTimes(2);
    ui.unmount();
  });

  it('close: the bar and its audio go, focus returns to the release’s button', async () => {
    const { ui } = await mountPlaying([item('r1', 1)]);
    ui.control('Close player').focus();
    await press(ui.control('Close player'));
    expect(ui.bar()).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
    expect(document.activeElement).toBe(ui.button('Glass Harbour'));
    expect(ui.button('Glass Harbour').getAttribute('aria-pressed')).toBe('false');
    ui.unmount();
  });

  it('report a release whose previews cannot be loaded, or that has none', async () => {
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    const { ui, lookups } = await mountPlaying(new Error('network down'));
    expect(ui.bar()!.textContent).toContain('The preview of Glass Harbour could not be loaded.');
    expect(ui.button('Glass Harbour').hasAttribute('aria-busy')).toBe(false);
    expect(warnings).toHaveLength(1);

    await press(ui.button('Tidal Lines'));
    await answer(lookups[1], []);
    expect(ui.bar()!.textContent).toContain('Tidal Lines has no preview yet.');
    expect(ui.bar()!.querySelector('[role="status"]')!.textContent).toBe('Tidal Lines has no preview yet.');
    expect(ui.control('Close player')).not.toBeNull();
    ui.unmount();
  });

  it('sit above the cookie banner’s room and raise the page’s bottom scroll padding', async () => {
    document.body.style.paddingBottom = '120px';
    const { ui } = await mountPlaying([item('r1', 1)]);
    const bar = ui.bar() as HTMLElement;
    expect(bar.style.bottom).toBe('120px');
    // jsdom lays nothing out: the bar measures 0 px here (the browser test checks real heights).
    expect(document.documentElement.style.scrollPaddingBottom).toBe('120px');

    // The banner goes: the bar drops to the bottom.
    await act(async () => {
      document.body.style.removeProperty('padding-bottom');
      await Promise.resolve();
    });
    expect(bar.style.bottom).toBe('0px');
    document.body.style.paddingBottom = '80px';
    await act(async () => playerStore.close());
    expect(document.documentElement.style.scrollPaddingBottom).toBe('80px');
    document.body.removeAttribute('style');
    ui.unmount();
  });
});

describe('a release’s tracklist', () => {
  afterEach(() => {
    act(() => playerStore.close());
    document.body.innerHTML = '';
    play.mockClear();
  });

  const tracks = [1, 2, 3].map((n) => ({ id: `t${n}`, position: n, title: `r1 track ${n}`, duration_seconds: 125, guestArtist: null }));

  async function mountTracklist(client: ApolloClient) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <BrowserEngineQueries client={client}>
          <PreviewButton referenceId="r1" title="Glass Harbour" cover="cover-r1" />
          <Tracklist release={{ referenceId: 'r1', title: 'Glass Harbour', cover: 'cover-r1' }} tracks={tracks} />
          <AudioPlayer />
        </BrowserEngineQueries>,
      );
    });
    const row = (n: number) => container.querySelectorAll('li')[n - 1]!;
    const rowButton = (n: number) => row(n).querySelector('button')!;
    const title = () => container.querySelector('[data-testid="player-title"]')?.textContent;
    return { container, row, rowButton, title, unmount: () => act(() => root.unmount()) };
  }

  it('plays the pressed track in the player, marks its row, and pauses it when pressed again', async () => {
    const { client, lookups } = fakeClient();
    const ui = await mountTracklist(client);
    expect(ui.rowButton(2).getAttribute('aria-label')).toBe(playTrackLabel('r1 track 2'));

    await press(ui.rowButton(2));
    await answer(lookups[0], [item('r1', 1), item('r1', 2), item('r1', 3)]);
    expect(ui.title()).toBe('r1 track 2');
    expect(ui.container.querySelector('audio')!.getAttribute('src')).toBe('/assets/r1-2');
    expect(ui.row(2).getAttribute('aria-current')).toBe('true');
    expect(ui.row(1).hasAttribute('aria-current')).toBe(false);
    expect(ui.rowButton(2).getAttribute('aria-label')).toBe(pauseTrackLabel('r1 track 2'));
    expect(ui.rowButton(2).getAttribute('aria-pressed')).toBe('true');

    // Another row of the same release: no second lookup, that track plays.
    await press(ui.rowButton(3));
    expect(lookups).toHaveLength(1);
    expect(ui.title()).toBe('r1 track 3');
    expect(ui.row(3).getAttribute('aria-current')).toBe('true');
    expect(ui.row(2).hasAttribute('aria-current')).toBe(false);

    // The row that plays pauses it; the release's button and the bar agree.
    await press(ui.rowButton(3));
    expect(playerStore.getSnapshot().status).toBe('paused');
    expect(ui.rowButton(3).getAttribute('aria-label')).toBe(playTrackLabel('r1 track 3'));
    expect(ui.row(3).getAttribute('aria-current')).toBe('true');
    ui.unmount();
  });

  it('follows the bar: Next marks the next row', async () => {
    const { client, lookups } = fakeClient();
    const ui = await mountTracklist(client);
    await press(ui.rowButton(1));
    await answer(lookups[0], [item('r1', 1), item('r1', 2), item('r1', 3)]);
    await act(async () => playerStore.next());
    expect(ui.row(2).getAttribute('aria-current')).toBe('true');
    expect(ui.row(1).hasAttribute('aria-current')).toBe(false);
    ui.unmount();
  });

  it('plays the release from its start for a track without a preview, and marks the row that plays', async () => {
    const { client, lookups } = fakeClient();
    const ui = await mountTracklist(client);
    await press(ui.rowButton(2));
    // The store's media items leave out track 2, which has no preview.
    await answer(lookups[0], [item('r1', 1), item('r1', 3)]);
    expect(ui.title()).toBe('r1 track 1');
    expect(ui.row(1).getAttribute('aria-current')).toBe('true');
    expect(ui.row(2).hasAttribute('aria-current')).toBe(false);
    await press(ui.rowButton(3));
    expect(ui.title()).toBe('r1 track 3');
    expect(ui.row(3).getAttribute('aria-current')).toBe('true');
    expect(ui.row(2).hasAttribute('aria-current')).toBe(false);
    ui.unmount();
  });

  it("links the bar's title to the release's page", async () => {
    const { client, lookups } = fakeClient();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <MemoryRouter initialEntries={['/releases']}>
          <SiteNavigationProvider>
            <BrowserEngineQueries client={client}>
              <PreviewButton referenceId="r1" title="Glass Harbour" cover="cover-r1" href="/products/glass-harbour" />
              <PreviewButton referenceId="r2" title="Tidal Lines" />
              <AudioPlayer />
            </BrowserEngineQueries>
          </SiteNavigationProvider>
        </MemoryRouter>,
      );
    });
    const titleLink = () => container.querySelector<HTMLAnchorElement>('[data-testid="player-title"] a');
    await press(container.querySelector<HTMLButtonElement>(`button[aria-label="${playPreviewLabel('Glass Harbour')}"]`)!);
    await answer(lookups[0], [item('r1', 1)]);
    expect(titleLink()?.getAttribute('href')).toBe('/products/glass-harbour');
    expect(titleLink()?.textContent).toBe('r1 track 1');

    // A button that does not know the release's page: the title is text.
    await press(container.querySelector<HTMLButtonElement>(`button[aria-label="${playPreviewLabel('Tidal Lines')}"]`)!);
    await answer(lookups[1], [item('r2', 1)]);
    expect(container.querySelector('[data-testid="player-title"]')?.textContent).toBe('r2 track 1');
    expect(titleLink()).toBeNull();
    act(() => root.unmount());
  });

  it('lists the tracks without buttons when the page is not a release', () => {
    const html = renderToString(<Tracklist release={null} tracks={tracks} />);
    expect(html).not.toContain('<button');
    expect(html).toContain('r1 track 2');
    expect(html).toContain('2:05');
  });
});

describe('a radio episode and a live stream (decision 0103)', () => {
  afterEach(() => {
    act(() => playerStore.close());
    document.body.innerHTML = '';
    play.mockClear();
  });

  async function mountRadio() {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <MemoryRouter>
          <EpisodePlayButton episode={{ referenceId: 'radio:7', title: 'Deep Hours 38', url: '/assets/episode-38', cover: 'art-38' }} />
          <ListenLiveButton stream={{ url: '/assets/live', title: 'Lumen Tide Radio live' }} />
          <AudioPlayer />
        </MemoryRouter>,
      );
    });
    const bar = () => container.querySelector('section[aria-label="Audio player"]');
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
    const live = () => container.querySelector<HTMLButtonElement>('button[data-reference-id="live:/assets/live"]')!;
    const episode = () => container.querySelector<HTMLButtonElement>('button[aria-label="Play Deep Hours 38"]')!;
    return {
      container,
      bar,
      text,
      live,
      episode,
      audio: () => container.querySelector('audio')!,
      unmount: () => act(() => root.unmount()),
    };
  }

  it('plays an episode as a queue of one, with its slider and no lookup; a second press pauses it', async () => {
    const ui = await mountRadio();
    await press(ui.episode());
    expect(ui.audio().getAttribute('src')).toBe('/assets/episode-38');
    expect(ui.text('player-title')).toBe('Deep Hours 38');
    expect(ui.episode().getAttribute('aria-pressed')).toBe('true');
    expect(ui.bar()!.querySelector('input[type="range"]')).not.toBeNull();
    expect(ui.text('player-live')).toBeNull();
    expect(ui.bar()!.querySelector('[aria-label="Next track"]')!.getAttribute('aria-disabled')).toBe('true');
    await press(ui.episode());
    expect(ui.episode().getAttribute('aria-pressed')).toBe('false');
    ui.unmount();
  });

  it('plays the live stream marked Live, without track buttons or a slider, and seeking does nothing', async () => {
    const ui = await mountRadio();
    expect(ui.live().textContent).toBe('Listen live');
    await press(ui.live());
    expect(ui.audio().getAttribute('src')).toBe('/assets/live');
    expect(ui.text('player-title')).toBe('Lumen Tide Radio live');
    expect(ui.text('player-live')).toBe('Live');
    expect(ui.live().getAttribute('aria-pressed')).toBe('true');
    expect(ui.bar()!.querySelector('input[type="range"]')).toBeNull();
    expect(ui.bar()!.querySelector('[aria-label="Previous track"]')).toBeNull();
    expect(ui.bar()!.querySelector('[aria-label="Next track"]')).toBeNull();
    await act(async () => {
      ui.audio().currentTime = 12;
      ui.audio().dispatchEvent(new Event('timeupdate'));
    });
    act(() => playerStore.seek(2));
    expect(ui.audio().currentTime).toBe(12);

    // The episode replaces the stream: the bar seeks again.
    await press(ui.episode());
    expect(ui.text('player-live')).toBeNull();
    expect(ui.live().getAttribute('aria-pressed')).toBe('false');
    ui.unmount();
  });
});
