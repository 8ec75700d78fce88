/**
 * A story's picture: the cover of the record it is about, the picture of the artist it is about,
 * else a card with its headline.
 */
import type { ArtistRecord, FileId, PostRecord, ProductGroupRecord } from '../../server/sources/content/model';
import type { FileRegistry } from './files';
import type { Topic } from './post-copy';
import { isoDateTime } from './text';

export interface StoryPost {
  slug: string;
  title: string;
  type: PostRecord['type'];
  date: Date;
}

export function storyPicture(
  files: FileRegistry,
  topic: Topic,
  story: { release: ProductGroupRecord; artist: ArtistRecord },
  post: StoryPost,
): FileId {
  if ((topic === 'release' || topic === 'remix') && story.release.cover_image) return story.release.cover_image;
  if ((topic === 'interview' || topic === 'tour') && story.artist.image) return story.artist.image;
  return headlineCard(files, post);
}

export function headlineCard(files: FileRegistry, post: StoryPost): FileId {
  return files.file('image', `headline:${post.slug}`, post.title, {
    art: { style: 'headline', headline: post.title, kicker: post.type === 'feature' ? 'Feature' : 'News', date: isoDateTime(post.date) },
  });
}
