/**
 * The demo label's one video clip: a few seconds of generated cover art, slowly panned and zoomed,
 * over a synthesised loop, encoded as VP8/Vorbis WebM. The demo has no network, so its video
 * records name this file (served at /assets/{id}) instead of a video service's player.
 *
 * Encoding needs ffmpeg (Debian package `ffmpeg`), on the machine that regenerates content only:
 * the clip is committed with the content, so the site, a fresh checkout and CI never need it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { access, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { encodeWav, previewSampleRate, synthesise } from '../../server/media/audio-preview';
import { coverArtSvg } from '../../server/media/cover-art';

export { DEMO_CLIP_FILE } from './clip-file';

export const CLIP = {
  width: 640,
  height: 360,
  fps: 24,
  /** One scene per seed, each panned for `sceneSeconds`. */
  seeds: ['clip:harbour', 'clip:meridian'],
  sceneSeconds: 3,
  audioSeed: 'clip:soundtrack',
  videoBitrate: '260k',
} as const;

export function ffmpegAvailable(): boolean {
  return spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The SVG of one frame: the scene's cover seen through a 16:9 window that drifts and closes in
 * (the cover is drawn in a 1000-unit square; its background reaches past it, so any window is filled).
 */
export function frameSvg(seed: string, progress: number): string {
  const svg = coverArtSvg({ seed, width: CLIP.width, height: CLIP.height });
  const width = 1000 - 280 * progress;
  const height = (width * CLIP.height) / CLIP.width;
  const x = (1000 - width) * (0.2 + 0.6 * progress);
  const y = (1000 - height) / 2 + 60 * (0.5 - progress);
  return svg.replace(/viewBox="[^"]*"/, `viewBox="${x.toFixed(3)} ${y.toFixed(3)} ${width.toFixed(3)} ${height.toFixed(3)}"`);
}

async function frameRgb(seed: string, progress: number): Promise<Buffer> {
  return sharp(Buffer.from(frameSvg(seed, progress)), { density: 72 })
    .resize(CLIP.width, CLIP.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/**
 * Encodes the clip to `outFile` (written aside, then renamed). Frames go to ffmpeg's stdin as raw
 * RGB; the soundtrack is the audio-preview synthesiser's loop. Bit-exact flags and no metadata, so
 * the same ffmpeg makes the same bytes.
 */
export async function makeDemoClip(outFile: string): Promise<{ bytes: number; seconds: number }> {
  const seconds = CLIP.seeds.length * CLIP.sceneSeconds;
  const work = await mkdtemp(path.join(os.tmpdir(), 'demo-clip-'));
  try {
    const wav = path.join(work, 'soundtrack.wav');
    await writeFile(wav, encodeWav(synthesise({ seed: CLIP.audioSeed, durationSeconds: seconds }), previewSampleRate));
    const partial = `${outFile}.partial.webm`;
    const ffmpeg = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${CLIP.width}x${CLIP.height}`, '-r', String(CLIP.fps), '-i', 'pipe:0'],
        ...['-i', wav],
        ...['-c:v', 'libvpx', '-b:v', CLIP.videoBitrate, '-crf', '12', '-g', String(CLIP.fps * 2), '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'libvorbis', '-q:a', '1'],
        ...['-shortest', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
        partial,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let stderr = '';
    ffmpeg.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve, reject) => {
      ffmpeg.once('error', reject);
      ffmpeg.once('close', resolve);
    });
    const framesPerScene = CLIP.sceneSeconds * CLIP.fps;
    for (const seed of CLIP.seeds) {
      for (let i = 0; i < framesPerScene; i++) {
        const frame = await frameRgb(seed, i / (framesPerScene - 1));
        if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
      }
    }
    ffmpeg.stdin.end();
    const code = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}): ${stderr.trim()}`);
    await rename(partial, outFile);
    return { bytes: (await stat(outFile)).size, seconds };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(`${outFile}.partial.webm`, { force: true });
  }
}

export interface ClipTools {
  hasFfmpeg: () => boolean;
  make: (outFile: string) => Promise<{ bytes: number; seconds: number }>;
}

/**
 * Content generation's clip step: with ffmpeg, the clip is encoded again (the same bytes when
 * nothing changed); without it, the committed clip is kept, and only a missing one is an error.
 * Answers the line to print.
 */
export async function writeDemoClip(clip: string, tools: ClipTools = { hasFfmpeg: ffmpegAvailable, make: makeDemoClip }): Promise<string> {
  const shown = path.relative(process.cwd(), clip);
  if (!tools.hasFfmpeg()) {
    const exists = await access(clip).then(
      () => true,
      () => false,
    );
    if (!exists)
      throw new Error(
        `${shown} is missing and ffmpeg is not installed: install ffmpeg (Debian package "ffmpeg") to make the demo video clip`,
      );
    return `Kept ${shown}: ffmpeg is not installed, and it is needed only to regenerate the video clip`;
  }
  await mkdir(path.dirname(clip), { recursive: true });
  const made = await tools.make(clip);
  return `Wrote ${shown} (${made.seconds} s, ${Math.round(made.bytes / 1024)} KiB) with ffmpeg`;
}
