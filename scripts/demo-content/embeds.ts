/**
 * Media embeds for posts: each names a page on a fictional .example service, with a made-up id in
 * the shape that service uses, and plays one of the site's own files (the demo has no network, so a
 * fictional player would never load: decision 0038).
 */
import type { Block } from '../../server/sources/content/model';
import { DEMO_CLIP_FILE } from './clip-file';
import type { FileRegistry } from './files';
import type { Random } from './random';
import type { BlockFactory } from './text';

const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function videoId(random: Random): string {
  return random.chars(11, VIDEO_ID_CHARS);
}

export type EmbedService = 'youtube' | 'vimeo' | 'twitch' | 'soundcloud';

/** The demo's video clip, as one file record that every post embed shares. */
export const embeddedClip = (files: FileRegistry) =>
  `/assets/${files.file('video', 'video-clip:post-embeds', 'Lumen Tide sessions', { file: DEMO_CLIP_FILE })}`;

/** A synthesised audio file, like a track preview, for a sound-only service's embed. */
const embeddedSound = (files: FileRegistry, slug: string, caption: string) =>
  `/assets/${files.file('audio', `embed-audio:${slug}`, caption, { duration_seconds: 30 })}`;

export function embedBlock(
  random: Random,
  blocks: BlockFactory,
  files: FileRegistry,
  service: EmbedService,
  caption: string,
  slug: string,
): Block {
  const video = { width: 580, height: 320, caption };
  switch (service) {
    case 'youtube':
      return blocks.embed({ service, source: `https://youtube.example/watch?v=${videoId(random)}`, embed: embeddedClip(files), ...video });
    case 'vimeo':
      return blocks.embed({
        service,
        source: `https://vimeo.example/${random.int(100_000_000, 999_999_999)}`,
        embed: embeddedClip(files),
        ...video,
      });
    case 'twitch':
      return blocks.embed({
        service,
        source: `https://twitch.example/videos/${random.int(1_000_000_000, 2_999_999_999)}`,
        embed: embeddedClip(files),
        ...video,
      });
    case 'soundcloud':
      return blocks.embed({
        service,
        source: `https://soundcloud.example/lumentide/${slug}`,
        embed: embeddedSound(files, slug, caption),
        width: 580,
        height: 166,
        caption,
      });
  }
}
