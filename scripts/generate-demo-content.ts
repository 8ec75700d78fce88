/**
 * npm run content:generate: writes the fictional demo label to content/ (collections, settings,
 * cookies, pages) and its video clip (content/media/). Deterministic: a second run changes nothing.
 * Stale JSON files are removed so content/ holds exactly what the generator makes (content/README.md
 * stays).
 *
 * The clip is encoded with ffmpeg, needed only to regenerate it: it is committed with the content,
 * so without ffmpeg the existing clip is kept (and only a missing one is an error).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderDemoContent } from './demo-content/build';
import { DEMO_CLIP_FILE, writeDemoClip } from './demo-content/video-clip';

const contentDir = path.resolve(__dirname, '..', 'content');

async function removeStale(dir: string, keep: Set<string>, prefix: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isFile() && entry.name.endsWith('.json') && !keep.has(relative)) await rm(path.join(dir, entry.name));
  }
}

async function main(): Promise<void> {
  const output = renderDemoContent();
  await mkdir(path.join(contentDir, 'pages'), { recursive: true });
  const keep = new Set(output.keys());
  await removeStale(contentDir, keep, '');
  await removeStale(path.join(contentDir, 'pages'), keep, 'pages/');
  for (const [relative, text] of output) await writeFile(path.join(contentDir, relative), text);
  const bytes = [...output.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  console.log(`Wrote ${output.size} files (${Math.round(bytes / 1024)} KiB) to ${path.relative(process.cwd(), contentDir) || '.'}`);
  console.log(await writeDemoClip(path.join(contentDir, DEMO_CLIP_FILE)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
