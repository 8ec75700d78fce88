/**
 * `npm run cms:install`: installs Directus into cms/node_modules from cms/package-lock.json, once
 * (skipped while the lock is unchanged). The site's own `npm install` never installs Directus.
 */
import { ensureCmsInstalled } from '../lib/install-cms';

ensureCmsInstalled((line) => console.log(line))
  .then(({ installed }) => {
    if (!installed) console.log('cms: Directus is installed (cms/node_modules matches cms/package-lock.json)');
  })
  .catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
