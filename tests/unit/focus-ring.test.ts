import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FOCUS_RING } from '../../shared/components/focus-ring';

const ROOT = join(__dirname, '..', '..');
const VIEW_FOLDERS = ['shared/components', 'shared/blocks', 'shared/pages', 'shared/app', 'client'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('the focus ring', () => {
  it('is the accent outline drawn only for keyboard focus', () => {
    expect(FOCUS_RING).toBe('focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent');
  });

  it('is written out once: every view takes it from shared/components/focus-ring.ts', () => {
    const files = VIEW_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    const copies = files.filter(
      (file) => file !== 'shared/components/focus-ring.ts' && readFileSync(join(ROOT, file), 'utf8').includes(FOCUS_RING),
    );
    expect(copies).toEqual([]);
  });
});
