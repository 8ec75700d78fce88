import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { AudioPlayerIsland, CookieBannerIsland } from './frame-islands';
import { Frame } from './frame';
import { lazyPage } from './lazy-page';
import { usePublicEnv } from './public-env';
import { routeObjects } from './routes';

// Editors' code: fetched in preview only (visitors never see the toolbar). The server render waits
// for it, so its Exit Preview link works without JavaScript; hydration picks it up when it lands.
// It is an island (docs/decisions/0118).
const PreviewToolbar = lazyPage(() =>
  import('../components/preview/preview-toolbar').then((module) => ({ default: module.PreviewToolbarIsland })),
);

export function App() {
  const routes = useRoutes(routeObjects);
  const { preview } = usePublicEnv();
  return (
    <>
      <Frame>{routes}</Frame>
      <AudioPlayerIsland />
      {/* After the frame, so its skip link stays first; rendered only after hydration (spec 001 §2). */}
      <CookieBannerIsland />
      {preview ? (
        <Suspense fallback={null}>
          <PreviewToolbar />
        </Suspense>
      ) : null}
    </>
  );
}
