import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  createEmbeddedAssetSource,
  defaultImageSizes,
  generateFile,
  parseFileRecords,
} from '../../../server/sources/assets/embedded-asset-source';

const fixture = path.resolve(__dirname, '..', '..', 'fixtures', 'media', 'files.json');
const ids = {
  cover: '7c1e4f0a-3b2d-4e8f-9a61-0d5c2b7e9f13',
  artist: '2a9d6b4e-8f1c-4a37-b5e2-6c0f3d8a1b74',
  audio: 'c3d8e1f6-4b9a-4c27-9d5e-8a2f1b7c0e46',
};
const valid = { id: '0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', kind: 'cover', title: 'Harbour', seed: 'harbour' };

describe('embedded asset source', () => {
  it('generates a file from its record on first request, sized by the record', async () => {
    const source = await createEmbeddedAssetSource(fixture);
    const cover = await source.getAsset(ids.cover);
    expect(cover).toMatchObject({ id: ids.cover, type: 'image/png', filename: 'night-drive.png' });
    expect(await sharp(cover!.bytes).metadata()).toMatchObject({ width: 320, height: 320, format: 'png' });
    const artist = await source.getAsset(ids.artist);
    expect(await sharp(artist!.bytes).metadata()).toMatchObject({ width: 240, height: 300 });
    const audio = await source.getAsset(ids.audio);
    expect(audio).toMatchObject({ type: 'audio/wav', filename: 'night-drive-preview.wav' });
    expect(audio!.bytes.length).toBe(44 + 2 * 22_050 * 2);
  });

  it('answers null for an unknown id', async () => {
    const source = await createEmbeddedAssetSource(fixture);
    expect(await source.getAsset('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps generated files: a repeated request gets the same bytes without rendering again', async () => {
    const source = await createEmbeddedAssetSource(fixture);
    const [a, b] = await Promise.all([source.getAsset(ids.cover), source.getAsset(ids.cover)]);
    expect(a!.bytes).toBe(b!.bytes);
    expect((await source.getAsset(ids.cover))!.bytes).toBe(a!.bytes);
  });

  it('drops the least recently used files beyond its memory budget', async () => {
    const source = await createEmbeddedAssetSource(fixture, { cacheBytes: 1 });
    const a = await source.getAsset(ids.cover);
    const b = await source.getAsset(ids.cover);
    expect(b!.bytes).not.toBe(a!.bytes);
    expect(b!.bytes.equals(a!.bytes)).toBe(true); // regenerated, identically
  });

  it('uses the default size of each kind when a record has none', async () => {
    const banner = await generateFile({ ...valid, kind: 'image' } as never);
    expect(await sharp(banner.bytes).metadata()).toMatchObject(defaultImageSizes.image);
    const preview = await generateFile({ ...valid, kind: 'audio' } as never);
    expect(preview.bytes.length).toBe(44 + 20 * 22_050 * 2);
  });

  it.each([
    [[{ ...valid, id: 'not-a-uuid' }], 'record 0, field "id": must be a valid GUID'],
    [[valid, { ...valid, id: '1f8b1c2d-3e4f-1a5b-8c6d-7e8f9a0b1c2d' }], 'record 1, field "id": must be a valid GUID'],
    [[{ ...valid, kind: 'gif' }], 'record 0, field "kind": must be one of [cover, artist, image, logo, audio, video]'],
    [[{ ...valid, kind: 'video' }], 'record 0, field "file": is required'],
    [[{ ...valid, file: 'media/clip.webm' }], 'record 0, field "file": is not allowed'],
    [[{ ...valid, kind: 'video', file: 'media/../../etc/passwd.webm' }], 'record 0, field "file": must be media/{name}.webm'],
    [[{ ...valid, kind: 'video', file: '/media/clip.webm' }], 'record 0, field "file": must be media/{name}.webm'],
    [[{ ...valid, kind: 'video', file: 'media/clip.mp4' }], 'record 0, field "file": must be media/{name}.webm'],
    [[{ ...valid, kind: 'video', file: 'media/clip.webm', width: 640 }], 'record 0, field "width": is not allowed'],
    [[{ ...valid, title: undefined }], 'record 0, field "title": is required'],
    [[{ ...valid, seed: 7 }], 'record 0, field "seed": must be a string'],
    [[{ ...valid, width: 0 }], 'record 0, field "width": must be greater than or equal to 16'],
    [[{ ...valid, height: 1.5 }], 'record 0, field "height": must be an integer'],
    [[{ ...valid, kind: 'audio', width: 100 }], 'record 0, field "width": is not allowed'],
    [[{ ...valid, duration_seconds: 10 }], 'record 0, field "duration_seconds": is not allowed'],
    [[{ ...valid, kind: 'audio', duration_seconds: 600 }], 'record 0, field "duration_seconds": must be less than or equal to 120'],
    [[{ ...valid, colours: ['#12345'] }], 'record 0, field "colours.0": must be a #rgb or #rrggbb colour'],
    [[{ ...valid, colors: ['#123'] }], 'record 0, field "colors": is not allowed'],
    [[valid, valid], 'record 1, field "id": repeats the id of record 0'],
    [['cover'], 'record 0, field "(record)": must be of type object'],
    [{ files: [] }, 'must be a JSON array of file records'],
  ])('rejects %j naming the file, the record and the field', (data, message) => {
    expect(() => parseFileRecords(data, 'content/files.json')).toThrow(`content/files.json: ${message}`);
  });

  describe('reading the file', () => {
    let dir: string;
    beforeAll(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'assets-'))));
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('names the file when it is missing or not JSON', async () => {
      const missing = path.join(dir, 'missing.json');
      await expect(createEmbeddedAssetSource(missing)).rejects.toThrow(`${missing}: cannot be read (ENOENT)`);
      const broken = path.join(dir, 'broken.json');
      await writeFile(broken, '[{"id": ');
      await expect(createEmbeddedAssetSource(broken)).rejects.toThrow(new RegExp(`^${broken}: not valid JSON`));
    });

    it('serves a video record’s clip from beside the JSON, read once however many records share it', async () => {
      const clip = Buffer.from('\x1a\x45\xdf\xa3 a small webm', 'latin1');
      const file = path.join(dir, 'files.json');
      const second = '3f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
      await mkdir(path.join(dir, 'media'), { recursive: true });
      await writeFile(path.join(dir, 'media', 'clip.webm'), clip);
      await writeFile(
        file,
        JSON.stringify([
          { ...valid, kind: 'video', title: 'Harbour (Live)', file: 'media/clip.webm' },
          { ...valid, id: second, kind: 'video', title: 'Second', file: 'media/clip.webm' },
        ]),
      );
      const source = await createEmbeddedAssetSource(file);
      const first = await source.getAsset(valid.id);
      expect(first).toMatchObject({ id: valid.id, type: 'video/webm', filename: 'harbour-live.webm' });
      expect(first!.bytes.equals(clip)).toBe(true);
      expect((await source.getAsset(second))!.bytes).toBe(first!.bytes);
      expect((await generateFile({ ...valid, kind: 'video', file: 'media/clip.webm' } as never, dir)).bytes.equals(clip)).toBe(true);
      await expect(generateFile({ ...valid, kind: 'video', file: 'media/clip.webm' } as never)).rejects.toThrow(
        'a video is read from the content folder',
      );
    });

    it('stops at start-up when a video record’s clip is missing, saying how it is made', async () => {
      const file = path.join(dir, 'files.json');
      await writeFile(file, JSON.stringify([{ ...valid, kind: 'video', file: 'media/gone.webm' }]));
      await expect(createEmbeddedAssetSource(file)).rejects.toThrow(
        `${file}: the video clip media/gone.webm is missing beside it (npm run content:generate makes it, with ffmpeg)`,
      );
    });

    it('rejects an invalid record at start-up, before any request', async () => {
      const file = path.join(dir, 'files.json');
      await writeFile(file, JSON.stringify([valid, { ...valid, id: '2f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', kind: 'gif' }]));
      await expect(createEmbeddedAssetSource(file)).rejects.toThrow(`${file}: record 1, field "kind": must be one of`);
    });
  });
});
