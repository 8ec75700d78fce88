import { DEFAULT_PLAYLIST_MAX_RESULTS, playlistMaxResults } from '../../shared/lib/catalog/collection-paging';
import { ServiceError } from '../../server/sources/http/service-error';
import { createYouTubeVideosSource } from '../../server/sources/videos/youtube-videos-source';
import { startFakeService, type FakeService, type SeenRequest } from '../support/fake-service';

jest.setTimeout(10_000);

const API_KEY = 'AIza-SECRET-youtube-key';
const PLAYLIST = 'PLlumentideSessions0000000000000001';
const VIDEO_COUNT = 36;

const thumbnail = (id: string, size: string, width: number, height: number) => ({
  url: `https://i.ytimg.com/vi/${id}/${size}.jpg`,
  width,
  height,
});

/** A playlistItems resource as the API answers it for part=snippet. */
function playlistItem(position: number) {
  const videoId = `video${String(position).padStart(6, '0')}`;
  return {
    kind: 'youtube#playlistItem',
    etag: `etag-${position}`,
    id: `item-${position}`,
    snippet: {
      publishedAt: '2024-01-31T17:00:00Z',
      channelId: 'UCchannel',
      title: `Session ${position}`,
      description: 'A live session.',
      thumbnails: {
        default: thumbnail(videoId, 'default', 120, 90),
        medium: thumbnail(videoId, 'mqdefault', 320, 180),
        high: thumbnail(videoId, 'hqdefault', 480, 360),
        standard: thumbnail(videoId, 'sddefault', 640, 480),
      },
      channelTitle: 'Lumen Tide',
      playlistId: PLAYLIST,
      position,
      resourceId: { kind: 'youtube#video', videoId },
      videoOwnerChannelTitle: 'Lumen Tide',
    },
  };
}

const googleError = (code: number, reason: string) => ({
  status: code,
  json: { error: { code, message: `Error: ${reason}`, errors: [{ message: `Error: ${reason}`, domain: 'youtube.playlistItem', reason }] } },
});

/** YouTube's paging: opaque page tokens, maxResults per page, no token after the last page. */
function youtubePlaylist(request: SeenRequest) {
  if (request.query.get('playlistId') !== PLAYLIST) return googleError(404, 'playlistNotFound');
  const token = request.query.get('pageToken');
  const offset = token ? Number(/^CAUQ(\d+)$/.exec(token)?.[1] ?? NaN) : 0;
  if (Number.isNaN(offset)) return googleError(400, 'invalidPageToken');
  const size = Number(request.query.get('maxResults') ?? 5);
  const items = Array.from({ length: Math.max(0, Math.min(size, VIDEO_COUNT - offset)) }, (_, i) => playlistItem(offset + i));
  const next = offset + size < VIDEO_COUNT ? { nextPageToken: `CAUQ${offset + size}` } : {};
  return {
    json: {
      kind: 'youtube#playlistItemListResponse',
      etag: 'page',
      ...next,
      items,
      pageInfo: { totalResults: VIDEO_COUNT, resultsPerPage: size },
    },
  };
}

let fake: FakeService;
beforeEach(async () => {
  fake = await startFakeService(youtubePlaylist);
});
afterEach(() => fake.close());

const source = (timeoutMs = 2_000) => createYouTubeVideosSource({ baseUrl: fake.origin, apiKey: API_KEY, timeoutMs, retryDelayMs: 10 });

describe('the YouTube connector', () => {
  it('asks playlistItems for one fewer on the first page, then full pages by token, the key last', async () => {
    const first = await source().playlistItems({
      playlistId: PLAYLIST,
      maxResults: playlistMaxResults(true, DEFAULT_PLAYLIST_MAX_RESULTS),
    });
    expect(first.items).toHaveLength(23);
    expect(first.nextPageToken).toBe('CAUQ23');
    const second = await source().playlistItems({
      playlistId: PLAYLIST,
      maxResults: playlistMaxResults(false, DEFAULT_PLAYLIST_MAX_RESULTS),
      pageToken: first.nextPageToken,
    });
    expect(second.items).toHaveLength(VIDEO_COUNT - 23);
    expect(second.nextPageToken).toBeNull();

    expect(fake.requests.map((r) => [r.method, r.rawPath])).toEqual([
      ['GET', '/youtube/v3/playlistItems'],
      ['GET', '/youtube/v3/playlistItems'],
    ]);
    expect([...fake.requests[0]!.query]).toEqual([
      ['part', 'snippet'],
      ['playlistId', PLAYLIST],
      ['maxResults', '23'],
      ['key', API_KEY],
    ]);
    expect([...fake.requests[1]!.query]).toEqual([
      ['part', 'snippet'],
      ['playlistId', PLAYLIST],
      ['maxResults', '24'],
      ['pageToken', 'CAUQ23'],
      ['key', API_KEY],
    ]);
  });

  it('maps items to the shape of the embedded twin, the video id from the snippet', async () => {
    const page = await source().playlistItems({ playlistId: PLAYLIST, maxResults: 1 });
    expect(page.items).toEqual([
      {
        contentDetails: { videoId: 'video000000' },
        snippet: {
          title: 'Session 0',
          thumbnails: {
            default: { url: 'https://i.ytimg.com/vi/video000000/default.jpg', width: 120, height: 90 },
            medium: { url: 'https://i.ytimg.com/vi/video000000/mqdefault.jpg', width: 320, height: 180 },
            high: { url: 'https://i.ytimg.com/vi/video000000/hqdefault.jpg', width: 480, height: 360 },
          },
        },
      },
    ]);
  });

  it('fills missing thumbnail sizes from the nearest one, and drops private, deleted and malformed items', async () => {
    const onlyHigh = playlistItem(1);
    onlyHigh.snippet.thumbnails = { high: { url: 'https://i.ytimg.com/vi/x/hq.jpg' } } as never;
    const privateVideo = { ...playlistItem(2), snippet: { ...playlistItem(2).snippet, title: 'Private video', thumbnails: {} } };
    const insecure = playlistItem(3);
    insecure.snippet.thumbnails.medium.url = 'http://i.ytimg.com/vi/x/mq.jpg';
    const noVideo = { ...playlistItem(4), snippet: { ...playlistItem(4).snippet, resourceId: { kind: 'youtube#video' } } };
    fake.route = () => ({
      json: { items: [playlistItem(0), onlyHigh, privateVideo, insecure, noVideo, null, 'item'], nextPageToken: 'CAUQ7' },
    });

    const page = await source().playlistItems({ playlistId: PLAYLIST, maxResults: 7 });
    expect(page.items.map((item) => item.contentDetails.videoId)).toEqual(['video000000', 'video000001']);
    expect(page.items[1]!.snippet.thumbnails).toEqual({
      default: { url: 'https://i.ytimg.com/vi/x/hq.jpg', width: 120, height: 90 },
      medium: { url: 'https://i.ytimg.com/vi/x/hq.jpg', width: 320, height: 180 },
      high: { url: 'https://i.ytimg.com/vi/x/hq.jpg', width: 480, height: 360 },
    });
    expect(page.nextPageToken).toBe('CAUQ7');
  });

  it('answers an unknown playlist with an empty page, as the twin does', async () => {
    await expect(source().playlistItems({ playlistId: 'PLunknown', maxResults: 23 })).resolves.toEqual({ items: [], nextPageToken: null });
  });

  it('reports an invalid page token as the twin does (a RangeError the resolver turns into bad input)', async () => {
    await expect(source().playlistItems({ playlistId: PLAYLIST, maxResults: 24, pageToken: 'garbage' })).rejects.toThrow(
      new RangeError('Invalid pageToken'),
    );
  });

  it('fails on any other refusal, naming the reason but never the key, without a retry', async () => {
    fake.route = () => googleError(403, 'quotaExceeded');
    const error = await source()
      .playlistItems({ playlistId: PLAYLIST, maxResults: 23 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ service: 'YouTube', status: 403, attempts: 1 });
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).not.toContain(API_KEY);
    expect((error as Error).message).toContain('key=[redacted]');
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a 400', async () => {
    fake.route = () => googleError(400, 'badRequest');
    await expect(source().playlistItems({ playlistId: PLAYLIST, maxResults: 23 })).rejects.toMatchObject({ status: 400, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once on 503, then answers', async () => {
    fake.enqueue(googleError(503, 'backendError'));
    await expect(source().playlistItems({ playlistId: PLAYLIST, maxResults: 23 })).resolves.toMatchObject({ nextPageToken: 'CAUQ23' });
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on a service that never answers', async () => {
    fake.route = () => ({ hang: true });
    await expect(source(150).playlistItems({ playlistId: PLAYLIST, maxResults: 23 })).rejects.toMatchObject({
      service: 'YouTube',
      failure: 'timeout',
    });
  });
});
