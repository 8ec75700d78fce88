/**
 * Media embeds for posts and events: video and audio players on fictional .example hosts, with
 * made-up ids in the shape each service uses.
 */
import type { Block } from '../../server/sources/content/model';
import type { Random } from './random';
import type { BlockFactory } from './text';

const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function videoId(random: Random): string {
  return random.chars(11, VIDEO_ID_CHARS);
}

export type EmbedService = 'youtube' | 'vimeo' | 'twitch' | 'soundcloud';

export function embedBlock(random: Random, blocks: BlockFactory, service: EmbedService, caption: string, slug: string): Block {
  switch (service) {
    case 'youtube': {
      const id = videoId(random);
      return blocks.embed({ service, source: `https://youtube.example/watch?v=${id}`, embed: `https://youtube.example/embed/${id}`, width: 580, height: 320, caption });
    }
    case 'vimeo': {
      const id = random.int(100_000_000, 999_999_999);
      return blocks.embed({ service, source: `https://vimeo.example/${id}`, embed: `https://player.vimeo.example/video/${id}`, width: 580, height: 320, caption });
    }
    case 'twitch': {
      const id = random.int(1_000_000_000, 2_999_999_999);
      return blocks.embed({ service, source: `https://twitch.example/videos/${id}`, embed: `https://player.twitch.example/?video=v${id}&parent=lumentide.example`, width: 580, height: 320, caption });
    }
    case 'soundcloud': {
      const source = `https://soundcloud.example/lumentide/${slug}`;
      return blocks.embed({ service, source, embed: `https://w.soundcloud.example/player/?url=${encodeURIComponent(source)}`, width: 580, height: 166, caption });
    }
  }
}
