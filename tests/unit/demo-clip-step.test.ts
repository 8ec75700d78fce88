import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeDemoClip } from '../../scripts/demo-content/video-clip';

describe('content generation’s video clip step', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'clip-step-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const neverMakes = async () => {
    throw new Error('must not encode');
  };

  it('without ffmpeg keeps the committed clip untouched and says ffmpeg is needed only to regenerate it', async () => {
    const clip = path.join(dir, 'media', 'clip.webm');
    await mkdir(path.dirname(clip));
    await writeFile(clip, 'committed bytes');
    const line = await writeDemoClip(clip, { hasFfmpeg: () => false, make: neverMakes });
    expect(line).toMatch(/^Kept .*clip\.webm: ffmpeg is not installed, and it is needed only to regenerate the video clip$/);
    expect(await readFile(clip, 'utf8')).toBe('committed bytes');
  });

  it('without ffmpeg and without the clip stops with a clear error', async () => {
    const clip = path.join(dir, 'media', 'clip.webm');
    await expect(writeDemoClip(clip, { hasFfmpeg: () => false, make: neverMakes })).rejects.toThrow(
      /clip\.webm is missing and ffmpeg is not installed: install ffmpeg \(Debian package "ffmpeg"\) to make the demo video clip/,
    );
  });

  it('with ffmpeg encodes it (its folder made first) and reports its length and size', async () => {
    const clip = path.join(dir, 'media', 'clip.webm');
    const made: string[] = [];
    const line = await writeDemoClip(clip, {
      hasFfmpeg: () => true,
      make: async (out) => {
        made.push(out);
        await writeFile(out, Buffer.alloc(2048));
        return { bytes: 2048, seconds: 6 };
      },
    });
    expect(made).toEqual([clip]);
    expect(line).toMatch(/^Wrote .*clip\.webm \(6 s, 2 KiB\) with ffmpeg$/);
  });
});
