import {
  currentTrack,
  formatTime,
  initialPlayerState,
  mediaItemsVariables,
  playerVisible,
  previousTarget,
  queueFromMediaItems,
  queueOfOne,
  releasePlayback,
  RESTART_THRESHOLD_SECONDS,
  type PlayerEvent,
  type PlayerRelease,
  type PlayerState,
  type PlayerTrack,
} from '../../shared/lib/catalog/player';
import { playerReducer } from '../../shared/lib/catalog/player-reducer';
import { queueIndexOf, startIndexOf, trackPlayback } from '../../shared/lib/catalog/track-rows';

const track = (n: number): PlayerTrack => ({ id: `media-${n}`, title: `Track ${n}`, artist: 'Night Ferry', url: `/assets/audio-${n}` });
const release = (id: string): PlayerRelease => ({ referenceId: id, title: `Release ${id}`, cover: `cover-${id}` });
const run = (events: PlayerEvent[], from: PlayerState = initialPlayerState) => events.reduce(playerReducer, from);

/** A queue of `count` tracks for release r1, filled and playing. */
const playing = (count = 3) =>
  run([
    { type: 'load', release: release('r1') },
    { type: 'loaded', referenceId: 'r1', tracks: Array.from({ length: count }, (_, i) => track(i + 1)) },
    { type: 'play' },
  ]);

describe('player queue: filling', () => {
  it('starts idle, with nothing to show', () => {
    expect(initialPlayerState.status).toBe('idle');
    expect(playerVisible(initialPlayerState)).toBe(false);
    expect(currentTrack(initialPlayerState)).toBeNull();
  });

  it('goes idle → loading → ready with the release’s tracks, from the first', () => {
    const loading = run([{ type: 'load', release: release('r1') }]);
    expect(loading.status).toBe('loading');
    expect(releasePlayback(loading, 'r1')).toBe('loading');
    expect(playerVisible(loading)).toBe(false);

    const ready = playerReducer(loading, { type: 'loaded', referenceId: 'r1', tracks: [track(1), track(2)] });
    expect(ready).toMatchObject({ status: 'ready', index: 0, position: 0, pending: null, release: release('r1') });
    expect(currentTrack(ready)).toEqual(track(1));
    expect(playerVisible(ready)).toBe(true);
    expect(releasePlayback(ready, 'r1')).toBe('paused');
    expect(releasePlayback(playerReducer(ready, { type: 'play' }), 'r1')).toBe('playing');
  });

  it('replaces another release’s queue once the new tracks arrive, keeping it playing until then', () => {
    const before = playing();
    const loading = playerReducer(before, { type: 'load', release: release('r2') });
    expect(loading.queue).toBe(before.queue);
    expect(releasePlayback(loading, 'r1')).toBe('paused');
    expect(releasePlayback(loading, 'r2')).toBe('loading');

    const replaced = playerReducer(loading, { type: 'loaded', referenceId: 'r2', tracks: [track(9)] });
    expect(replaced.release?.referenceId).toBe('r2');
    expect(replaced.queue).toEqual([track(9)]);
    expect(releasePlayback(replaced, 'r1')).toBe('idle');
  });

  it('ignores a late answer for a release the visitor has since replaced', () => {
    const state = run([
      { type: 'load', release: release('r1') },
      { type: 'load', release: release('r2') },
      { type: 'loaded', referenceId: 'r1', tracks: [track(1)] },
    ]);
    expect(state.status).toBe('loading');
    expect(state.queue).toEqual([]);
    expect(playerReducer(state, { type: 'load-failed', referenceId: 'r1' })).toBe(state);
  });

  it('reports a failed lookup and a release without previews, keeping any earlier queue', () => {
    const failed = run([
      { type: 'load', release: release('r1') },
      { type: 'load-failed', referenceId: 'r1' },
    ]);
    expect(failed).toMatchObject({ status: 'error', pending: null, problem: { kind: 'unavailable', title: 'Release r1' } });
    expect(playerVisible(failed)).toBe(true);
    expect(releasePlayback(failed, 'r1')).toBe('idle');

    const empty = run(
      [
        { type: 'load', release: release('r2') },
        { type: 'loaded', referenceId: 'r2', tracks: [] },
      ],
      playing(),
    );
    expect(empty).toMatchObject({ status: 'error', problem: { kind: 'empty', title: 'Release r2' } });
    expect(empty.release?.referenceId).toBe('r1');
    expect(playerReducer(empty, { type: 'play' })).toMatchObject({ status: 'playing', problem: null });
  });

  it('asks for the spec’s media items of a release', () => {
    expect(mediaItemsVariables('42')).toEqual({
      reference_type: 'release',
      reference_id: '42',
      service: 'ochre',
      type: 'audio',
      limit: 99,
    });
  });

  it('turns media items into queue entries, leaving out items without audio', () => {
    const items = [
      { id: 'm1', title: 'One', artist: 'A', url: '/assets/1', duration_seconds: 300 },
      { id: 'm2', title: 'Two', artist: null, url: '' },
      { id: 'm3', title: 'Three', url: '/assets/3' },
    ];
    expect(queueFromMediaItems(items)).toEqual([
      { id: 'm1', title: 'One', artist: 'A', url: '/assets/1' },
      { id: 'm3', title: 'Three', artist: null, url: '/assets/3' },
    ]);
    expect(queueFromMediaItems(null)).toEqual([]);
  });
});

describe('player queue: moving', () => {
  it('next moves on and stops at the last track', () => {
    const second = playerReducer(playing(2), { type: 'next' });
    expect(second).toMatchObject({ index: 1, status: 'playing', position: 0, duration: null });
    expect(playerReducer(second, { type: 'next' })).toBe(second);
  });

  it(`previous goes back a track within the first ${RESTART_THRESHOLD_SECONDS} s, and restarts the track after that`, () => {
    const second = run([{ type: 'next' }, { type: 'time', position: 2 }], playing());
    expect(previousTarget(second)).toEqual({ restart: false, index: 0 });
    expect(playerReducer(second, { type: 'previous' })).toMatchObject({ index: 0, position: 0 });

    const later = playerReducer(second, { type: 'time', position: RESTART_THRESHOLD_SECONDS + 0.5 });
    expect(previousTarget(later)).toEqual({ restart: true });
    expect(playerReducer(later, { type: 'previous' })).toMatchObject({ index: 1, position: 0 });
  });

  it('previous on the first track restarts it', () => {
    const first = playerReducer(playing(), { type: 'time', position: 1 });
    expect(playerReducer(first, { type: 'previous' })).toMatchObject({ index: 0, position: 0, status: 'playing' });
  });

  it('moving keeps a paused player paused', () => {
    const paused = run([{ type: 'pause' }, { type: 'next' }], playing());
    expect(paused).toMatchObject({ index: 1, status: 'paused' });
  });

  it('an ended track plays the next; after the last the queue rewinds, ready', () => {
    const second = playerReducer(playing(2), { type: 'ended' });
    expect(second).toMatchObject({ index: 1, status: 'playing' });
    const done = playerReducer({ ...second, position: 29 }, { type: 'ended' });
    expect(done).toMatchObject({ index: 0, status: 'ready', position: 0 });
  });

  it('seeks within the track', () => {
    const known = playerReducer(playing(), { type: 'duration', duration: 30 });
    expect(playerReducer(known, { type: 'seek', position: 12 }).position).toBe(12);
    expect(playerReducer(known, { type: 'seek', position: 45 }).position).toBe(30);
    expect(playerReducer(known, { type: 'seek', position: -3 }).position).toBe(0);
    expect(playerReducer(known, { type: 'seek', position: Number.NaN })).toBe(known);
    expect(playerReducer(initialPlayerState, { type: 'seek', position: 3 })).toBe(initialPlayerState);
  });

  it('ignores controls while a release is loading', () => {
    const loading = playerReducer(playing(), { type: 'load', release: release('r2') });
    for (const type of ['play', 'next', 'previous'] as const) expect(playerReducer(loading, { type })).toBe(loading);
  });

  it('close empties the player', () => {
    expect(playerReducer(playing(), { type: 'close' })).toBe(initialPlayerState);
  });
});

describe('player queue: a radio episode or a live stream (decision 0103)', () => {
  const episode = { referenceId: 'radio:deep-hours-38', title: 'Deep Hours 38', url: '/assets/episode-38' };
  const live = { referenceId: 'radio:live', title: 'Lumen Tide Radio live', url: '/assets/live', live: true };
  const opened = (tracks: PlayerTrack[], id: string) =>
    run([
      { type: 'load', release: { referenceId: id, title: 'Radio', cover: null } },
      { type: 'loaded', referenceId: id, tracks },
      { type: 'play' },
    ]);

  it('plays as a queue of one; a recording without an address makes none', () => {
    expect(queueOfOne(episode)).toEqual([{ id: 'radio:deep-hours-38', title: 'Deep Hours 38', artist: null, url: '/assets/episode-38' }]);
    expect(queueOfOne(live)).toEqual([{ id: 'radio:live', title: 'Lumen Tide Radio live', artist: null, url: '/assets/live', live: true }]);
    expect(queueOfOne({ ...episode, url: ' ' })).toEqual([]);
    const state = opened(queueOfOne(episode), episode.referenceId);
    expect(state).toMatchObject({ status: 'playing', index: 0 });
    expect(releasePlayback(state, episode.referenceId)).toBe('playing');
    expect(playerReducer(state, { type: 'next' })).toBe(state);
  });

  it('an episode seeks; a live stream neither seeks nor restarts', () => {
    const episodeState = playerReducer(opened(queueOfOne(episode), episode.referenceId), { type: 'duration', duration: 60 });
    expect(playerReducer(episodeState, { type: 'seek', position: 12 }).position).toBe(12);

    const liveState = run(
      [
        { type: 'duration', duration: 120 },
        { type: 'time', position: 8 },
      ],
      opened(queueOfOne(live), live.referenceId),
    );
    expect(playerReducer(liveState, { type: 'seek', position: 2 })).toBe(liveState);
    expect(playerReducer(liveState, { type: 'previous' })).toBe(liveState);
    expect(playerReducer(liveState, { type: 'pause' }).status).toBe('paused');
  });
});

describe('player states from the audio element', () => {
  it('follows the element starting and stopping (media keys, autoplay refusal)', () => {
    const paused = playerReducer(playing(), { type: 'stopped' });
    expect(paused.status).toBe('paused');
    expect(playerReducer(paused, { type: 'started' }).status).toBe('playing');
    expect(playerReducer(initialPlayerState, { type: 'started' })).toBe(initialPlayerState);
  });

  it('takes the time and a usable duration', () => {
    const state = run(
      [
        { type: 'time', position: 7.5 },
        { type: 'duration', duration: 30 },
      ],
      playing(),
    );
    expect(state).toMatchObject({ position: 7.5, duration: 30 });
    expect(playerReducer(state, { type: 'duration', duration: Number.NaN }).duration).toBeNull();
    expect(playerReducer(state, { type: 'duration', duration: Number.POSITIVE_INFINITY }).duration).toBeNull();
  });

  it('a playback failure is an error naming the track; play tries again, moving clears it', () => {
    const failed = playerReducer(playing(), { type: 'media-error' });
    expect(failed).toMatchObject({ status: 'error', problem: { kind: 'playback', title: 'Track 1' } });
    expect(playerReducer(failed, { type: 'play' })).toMatchObject({ status: 'playing', problem: null });
    expect(playerReducer(failed, { type: 'next' })).toMatchObject({ status: 'ready', index: 1, problem: null });
  });
});

describe('player queue: a track row', () => {
  it('jumps to that entry and plays it from its start', () => {
    const moved = run(
      [
        { type: 'time', position: 12 },
        { type: 'jump', index: 2 },
      ],
      playing(),
    );
    expect(moved).toMatchObject({ status: 'playing', index: 2, position: 0, duration: null });
    expect(currentTrack(moved)?.title).toBe('Track 3');
    // Paused, a row plays too.
    expect(run([{ type: 'pause' }, { type: 'jump', index: 1 }], playing())).toMatchObject({ status: 'playing', index: 1 });
  });

  it('changes nothing for an entry the queue does not have, or while a release is loading', () => {
    const state = playing();
    expect(playerReducer(state, { type: 'jump', index: 3 })).toBe(state);
    expect(playerReducer(state, { type: 'jump', index: -1 })).toBe(state);
    const loading = playerReducer(state, { type: 'load', release: release('r2') });
    expect(playerReducer(loading, { type: 'jump', index: 1 })).toBe(loading);
  });

  it('finds its entry by title, never by place (tracks without a preview are not in the queue)', () => {
    const queue = [track(1), track(3), track(4)];
    expect(queueIndexOf(queue, { title: ' track 3 ' })).toBe(1);
    expect(queueIndexOf(queue, { title: 'Track 2' })).toBe(-1);
    // Pressed, a row without a preview plays the release from its start.
    expect(startIndexOf(queue, { title: 'Track 2' })).toBe(0);
    expect(startIndexOf(queue, { title: 'Track 4' })).toBe(2);
  });

  it('marks the row of the track that plays, and only in its release', () => {
    const state = run([{ type: 'next' }], playing());
    expect(trackPlayback(state, 'r1', { title: 'Track 2' })).toBe('playing');
    expect(trackPlayback(state, 'r1', { title: 'Track 1' })).toBe('idle');
    expect(trackPlayback(state, 'r2', { title: 'Track 2' })).toBe('idle');
    expect(trackPlayback(playerReducer(state, { type: 'pause' }), 'r1', { title: 'Track 2' })).toBe('paused');
    expect(trackPlayback(initialPlayerState, 'r1', { title: 'Track 1' })).toBe('idle');
  });
});

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [30, '0:30'],
    [61, '1:01'],
    [342, '5:42'],
    [3600, '60:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-4, '0:00'],
    [null, '0:00'],
  ])('%p s is %p', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});
