import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * The Docker image installs production dependencies only (`scripts/install-locked.sh --omit=dev`) and runs the
 * server bundle: everything the bundle requires must be a dependency, not a devDependency.
 */
describe('the production image', () => {
  it('needs only production dependencies at run time', () => {
    const bundle = read('dist/server/index.js');
    const pkg = JSON.parse(read('package.json'));
    const required = new Set(
      [...bundle.matchAll(/require\("([^"]+)"\)/g)]
        .map(([, id]) => id!)
        .filter((id) => !id.startsWith('node:') && !builtinModules.includes(id) && !id.startsWith('.'))
        .map((id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!)),
    );
    expect(required.size).toBeGreaterThan(5);
    for (const name of required) expect(Object.keys(pkg.dependencies)).toContain(name);
  });

  it('runs node as PID 1 as a non-root user, with a health check and production mode', () => {
    const dockerfile = read('Dockerfile');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/NODE_ENV=production/);
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(finalStage).toMatch(/^CMD \["node", .*"dist\/server\/index\.js"\]$/m);
    expect(dockerfile).toContain('RUN sh scripts/install-locked.sh --omit=dev');
    expect(dockerfile).toContain('RUN npm run build');
  });
});
