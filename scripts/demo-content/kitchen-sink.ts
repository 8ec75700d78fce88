/**
 * The kitchen-sink feature: one post that uses every block kind (every Editor.js block, the four
 * embed services and a slot), written as a real article so editors can use it as a reference.
 */
import type { ArtistRecord, PostRecord, ProductGroupRecord, TagRecord } from '../../server/sources/content/model';
import { embedBlock, embeddedClip } from './embeds';
import type { FileRegistry } from './files';
import { Random } from './random';
import { headlineCard } from './story-picture';
import { artistLink, BlockFactory, isoDateTime, item, releaseLink, releaseTime, utc } from './text';
import { needed } from './needed';

export interface KitchenSinkInputs {
  files: FileRegistry;
  tags: TagRecord[];
  bannerIds: string[];
}

export function kitchenSink(
  blocks: BlockFactory,
  inputs: KitchenSinkInputs,
  artists: ArtistRecord[],
  releases: ProductGroupRecord[],
  slug: string,
): PostRecord {
  const random = new Random('posts:kitchen-sink');
  const artist = needed(artists[0], 'a first artist');
  const written = utc(2026, 10, 30, 10);
  const album =
    releases.filter((release) => release.type === 'album' && releaseTime(release) < written.getTime()).at(-1) ??
    needed(releases[0], 'a release');
  const image = (seed: string, title: string) => inputs.files.file('image', `post-image:${slug}:${seed}`, title);
  const title = 'Inside the boathouse: how a Lumen Tide record gets made';
  return {
    id: '',
    status: 'published',
    type: 'feature',
    title,
    slug,
    date_published: isoDateTime(written),
    tags: ['Studio', 'Behind the Scenes', 'Guides'].map(
      (name) => inputs.tags.find((tag) => tag.name === name)?.id ?? needed(inputs.tags[0], 'a tag').id,
    ),
    artists: [artist.id],
    cover_image: headlineCard(inputs.files, { slug, title, type: 'feature', date: written }),
    summary: 'From the first demo to the test pressing: a walk through the studio, the mastering room and the pressing plant.',
    blocks: [
      blocks.paragraph(
        `Every record on <b>Lumen Tide</b> starts the same way: a demo, a conversation and a lot of <i>listening</i>. We followed ${artistLink(artist)} from the first sketch of ${releaseLink(album)} to the finished vinyl. You can browse the results on our <a href="/releases">releases page</a>, or read more about vinyl mastering on <a href="https://driftwood-mastering.example/notes">Driftwood Mastering’s notes</a>.`,
      ),
      blocks.header('From demo to master', 2),
      blocks.paragraph(
        'A record passes through a lot of hands before it reaches yours. Here is the short version of a process that takes the best part of a year.',
      ),
      blocks.list('ordered', [
        item('The demo', [item('Sent as a private link, never as an attachment'), item('Listened to by the whole team on a Monday')]),
        item('The album sessions', [item('Usually in the boathouse'), item('Sometimes somewhere stranger')]),
        item('Mixing and mastering'),
        item('Test pressings', [item('Two rounds, on average')]),
        item('Release day'),
      ]),
      blocks.imageFile(image('desk', 'The mixing desk'), 'The mixing desk in the boathouse, on a grey February morning.'),
      blocks.header('The mastering chain', 3),
      blocks.paragraph(
        'Mastering is where a record learns to sound right on every system. This is the chain used for the album, written out the way the engineer keeps it:',
      ),
      blocks.code(
        'input  -> tape machine (15 ips, +3 dB)\n       -> valve EQ: +1 dB @ 12 kHz shelf\n       -> bus compressor: 2:1, slow attack, auto release\n       -> limiter: ceiling -1.0 dBTP\noutput -> 24-bit / 48 kHz master + vinyl pre-master',
      ),
      blocks.quote('A good master is the one nobody notices.', 'center', 'Halle Brannagh, cutting engineer'),
      blocks.divider(),
      blocks.header('Pressing numbers', 4),
      blocks.table(
        [
          ['Stage', 'Weeks', 'Notes'],
          ['Lacquers cut', '1', 'Cut at 45 rpm for the loudest sides'],
          ['Test pressings', '3', 'Usually two rounds'],
          ['Main run', '6', '500 to 2,000 copies'],
        ],
        { withHeadings: true, footer: ['Total', '10', 'Give or take'], caption: 'A typical vinyl timeline' },
      ),
      blocks.table(
        [
          ['Vinyl weight', '180 g'],
          ['Sleeve', 'Reverse-board, matt'],
          ['Inner', 'Printed, anti-static'],
        ],
        { withHeadings: false },
      ),
      blocks.header('Watch and listen', 2),
      embedBlock(random, blocks, inputs.files, 'youtube', 'A tour of the boathouse studio.', slug),
      embedBlock(random, blocks, inputs.files, 'vimeo', 'Timelapse: a day at the pressing plant.', slug),
      embedBlock(random, blocks, inputs.files, 'twitch', 'The live stream of the album playback.', slug),
      embedBlock(random, blocks, inputs.files, 'soundcloud', `${artist.name} – studio sketches.`, slug),
      blocks.iframe(embeddedClip(inputs.files), 'The boathouse sessions, filmed.'),
      blocks.delimiter(),
      blocks.raw('<div class="tracklist-note"><p><strong>Note:</strong> the test pressings shown here are not for sale.</p></div>'),
      blocks.imageUrl(`/assets/${inputs.files.file('image', `post:${slug}`, title)}`, 'Test pressings waiting for approval.'),
      blocks.quote('I could hear the room in the final master, which is exactly what I wanted.', 'left', artist.name),
      blocks.list('unordered', [item('Digital: MP3, WAV and FLAC'), item('Physical', [item('1×LP'), item('CD'), item('Cassette')])]),
      blocks.slot({ kind: 'banners', item: needed(inputs.bannerIds[0], 'a banner') }),
      blocks.paragraph(`Thanks to everyone in the boathouse, the mastering room and the plant. ${releaseLink(album)} is available now.`),
    ],
  };
}
