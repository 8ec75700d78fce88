import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Node 24 everywhere for the site, 22 for Directus (decision 0086): the tests, the packages, the version files and the image. */
const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the runtime', () => {
  it('runs the tests on Node 24, the project’s own copy when the machine’s is older', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('is Node 24 in the package, the version file and every stage of the image', () => {
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.engines.node).toBe('>=24');
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    expect(read('.nvmrc').trim()).toBe('24');
    const stages = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map(([, image]) => image);
    expect(stages.length).toBeGreaterThan(1);
    for (const image of stages) expect(image).toMatch(/^node:24-/);
  });

  it('runs Directus on the Node its release supports, 22, brought by cms/ itself', () => {
    const cms = JSON.parse(read('cms/package.json'));
    expect(read('cms/.nvmrc').trim()).toBe('22');
    expect(cms.dependencies.node).toMatch(/^\^22\./);
    expect(cms.engines.node).toBe('>=22 <23');
  });

  it('builds no native module for the site: SQLite is Node’s own', () => {
    const pkg = JSON.parse(read('package.json'));
    expect(Object.keys(pkg.dependencies)).not.toContain('better-sqlite3');
  });
});
