/**
 * Records the embedded twins of outside services serve: upcoming concerts per artist (events
 * service), video playlists (video service) and job listings (jobs service).
 */
import type { ArtistRecord, ConcertEventRecord, JobRecord, VideoRecord } from '../../server/sources/content/model';
import { videoId } from './embeds';
import type { FileRegistry } from './files';
import { Random } from './random';
import { DEMO_CLIP_FILE } from './clip-file';
import { addDays, between, isoDateTime, utc } from './text';
import { VENUES } from './words';

/** How many artists have upcoming concerts, and how many each. */
const TOURING_ARTISTS = 6;
const CONCERTS_EACH = 4;

export function buildConcertEvents(artists: ArtistRecord[]): ConcertEventRecord[] {
  const random = new Random('concerts');
  const touring = artists.filter((artist) => artist.status === 'published' && artist.sort !== null).slice(0, TOURING_ARTISTS);
  const concerts: ConcertEventRecord[] = [];
  for (const artist of touring) {
    const name = artist.bandsintown_name ?? artist.name;
    let date = between(random, utc(2027, 1, 15), utc(2027, 4, 1));
    for (let i = 0; i < CONCERTS_EACH; i++) {
      date = addDays(date, random.int(3, 40));
      const venue = random.pick(VENUES);
      const support = random.sample(
        touring.filter((other) => other.id !== artist.id),
        random.int(0, 2),
      );
      const description = `${name} plays ${venue.name} in ${venue.location.split(',')[0]} with ${support.length ? support.map((other) => other.name).join(' and ') : 'special guests'}, performing the new album live for the first time alongside reworked favourites.`;
      concerts.push({
        id: String(1_030_000_000 + concerts.length * 7919),
        artistName: name,
        // Some listings come without a title; the site falls back to the description.
        title: i === 2 ? '' : `${name} at ${venue.name}`,
        datetime: isoDateTime(
          new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 19 + random.int(0, 3))),
        ).slice(0, 19),
        url: `https://concerts.example/e/${1_030_000_000 + concerts.length * 7919}`,
        description,
        venue: { ...venue },
        lineup: [name, ...support.map((other) => other.name)],
      });
    }
  }
  return concerts;
}

export const VIDEO_PLAYLISTS = {
  sessions: { id: 'PLlumentideSessions0000000000000001', title: 'Lumen Tide Sessions', count: 36 },
  radio: { id: 'PLlumentideRadioLive00000000000000002', title: 'Lumen Tide Radio Live', count: 12 },
};

const VIDEO_TITLES = [
  '{artist} – {noun} (Live at the Boathouse)',
  '{artist} – {noun} (Official Video)',
  '{artist} in the studio',
  'Lumen Tide Sessions: {artist}',
  '{artist} – {noun} (Visualiser)',
];

export function buildVideos(files: FileRegistry, artists: ArtistRecord[]): VideoRecord[] {
  const random = new Random('videos');
  const published = artists.filter((artist) => artist.status === 'published');
  const nouns = ['Harbour', 'Meridian', 'Lantern', 'Current', 'Undertow', 'Aurora', 'Estuary', 'Nocturne', 'Halo', 'Fathom'];
  const videos: VideoRecord[] = [];
  for (const playlist of Object.values(VIDEO_PLAYLISTS)) {
    let published_at = utc(2024, 1, 12, 17);
    for (let i = 0; i < playlist.count; i++) {
      published_at = addDays(published_at, random.int(5, 24));
      const id = videoId(random);
      const title = random.pick(VIDEO_TITLES).replace('{artist}', random.pick(published).name).replace('{noun}', random.pick(nouns));
      videos.push({
        playlistId: playlist.id,
        // The demo has no network: each video is the site's own clip, by its file id (a real
        // playlist's ids are YouTube's, 11 characters, so the two never meet).
        videoId: files.file('video', `video-clip:${id}`, title, { file: DEMO_CLIP_FILE }),
        title,
        thumbnail: files.file('image', `video:${id}`, title, { width: 1280, height: 720 }),
        published_at: isoDateTime(published_at),
      });
    }
  }
  return videos;
}

const JOBS: [string, string, string, JobRecord['status']][] = [
  ['Label Manager', 'A&R and Label', 'London, UK', 'Open'],
  ['Junior Marketing Coordinator', 'Marketing', 'London, UK (hybrid)', 'Open'],
  ['Warehouse Assistant (Part-Time)', 'Store', 'Bristol, UK', 'Open'],
  ['Frontend Developer', 'Digital', 'Remote (UK or EU)', 'Open'],
  ['Radio Producer', 'Radio', 'London, UK', 'Open'],
  ['Customer Support Specialist', 'Store', 'Remote (UK)', 'Open'],
  ['Events Intern (Summer 2026)', 'Events', 'Brighton, UK', 'Closed'],
];

export function buildJobs(accountName: string): JobRecord[] {
  const random = new Random('jobs');
  return JOBS.map(([title, department, location, status], index) => {
    const id = `job_${random.chars(8, '0123456789abcdef')}`;
    return {
      id,
      accountName,
      title,
      department,
      location,
      postingUrl: `https://jobs.example/${accountName}/apply/${id}`,
      status,
      created: isoDateTime(addDays(utc(2026, 5, 4, 9), index * 19)),
    };
  });
}
