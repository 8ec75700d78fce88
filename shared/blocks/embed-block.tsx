import { useState } from 'react';
import { isOwnAssetAddress } from '../lib/images/asset-address';
import { htmlToText } from '../lib/markup/html-text';
import type { BlockOf } from './block-types';
import { Html } from './html';

/** Services whose embeds are video players (spec 000 §2); everything else is a generic embed. */
export const VIDEO_SERVICES = ['youtube', 'vimeo', 'twitch'] as const;

/** Services that carry sound only: one of the site's own files embedded for them plays in an audio player. */
const AUDIO_SERVICES = ['soundcloud', 'mixcloud'] as const;

export const isVideoService = (service: string) => (VIDEO_SERVICES as readonly string[]).includes(service.toLowerCase());

const isAudioService = (service: string) => (AUDIO_SERVICES as readonly string[]).includes(service.toLowerCase());

const plainCaption = (caption: string | null) => (caption ? htmlToText(caption) : '');

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * One of the site's own media files plays in place: no other host is involved, so there is nothing to
 * ask before loading, and `preload="none"` keeps the page light until the visitor presses play.
 */
function OwnMedia({ src, label, audio }: { src: string; label: string; audio: boolean }) {
  if (audio) return <audio src={src} controls preload="none" aria-label={label} className="w-full" />;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-white/5">
      <video src={src} controls playsInline preload="none" aria-label={label} className="absolute inset-0 h-full w-full bg-black" />
    </div>
  );
}

/**
 * A third-party frame loads only when the visitor asks for it: no request reaches another host
 * before that (docs/decisions/0010-embeds.md), and the page stays fast.
 */
function FrameOnRequest({ src, title, label, aspect }: { src: string; title: string; label: string; aspect: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={`relative w-full overflow-hidden rounded-lg bg-white/5 ${aspect}`}>
      {loaded ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <button
          type="button"
          onClick={() => setLoaded(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-paper hover:bg-white/10 focus-visible:bg-white/10"
        >
          <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-accent text-2xl text-ink">
            ▶
          </span>
          <span className="text-sm">{label}</span>
        </button>
      )}
    </div>
  );
}

export function EmbedBlock({ block }: { block: BlockOf<'EmbedBlock'> }) {
  const { service, embed, width, height, caption } = block.data;
  const video = isVideoService(service);
  const aspect = video || !width || !height ? 'aspect-video' : height / width > 0.4 ? 'aspect-video' : 'h-40';
  const title = plainCaption(caption) || `${service} embed`;
  return (
    <figure className="my-8">
      {isOwnAssetAddress(embed) ? (
        <OwnMedia src={embed} label={title} audio={isAudioService(service)} />
      ) : (
        <FrameOnRequest
          src={embed}
          title={title}
          label={video ? `Play video (${hostOf(embed)})` : `Load content from ${hostOf(embed)}`}
          aspect={aspect}
        />
      )}
      {caption ? <Html as="figcaption" html={caption} className="mt-2 text-sm text-paper/70" /> : null}
    </figure>
  );
}

export function IframeBlock({ block }: { block: BlockOf<'IframeBlock'> }) {
  const { embed, caption } = block.data;
  return (
    <figure className="my-8">
      {isOwnAssetAddress(embed) ? (
        <OwnMedia src={embed} label={plainCaption(caption) || 'Embedded media'} audio={false} />
      ) : (
        <FrameOnRequest
          src={embed}
          title={plainCaption(caption) || 'Embedded content'}
          label={`Load content from ${hostOf(embed)}`}
          aspect="aspect-video"
        />
      )}
      {caption ? <Html as="figcaption" html={caption} className="mt-2 text-sm text-paper/70" /> : null}
    </figure>
  );
}
