import { useRoutes } from 'react-router-dom';
import { AudioPlayer } from '../components/player/audio-player';
import { CookieBanner } from '../components/consent/cookie-banner';
import { PreviewToolbar } from '../components/preview/preview-toolbar';
import { Frame } from './frame';
import { routeObjects } from './routes';

export function App() {
  const routes = useRoutes(routeObjects);
  return (
    <>
      <Frame>{routes}</Frame>
      <AudioPlayer />
      {/* After the frame, so its skip link stays first; rendered only after hydration (spec 001 §2). */}
      <CookieBanner />
      <PreviewToolbar />
    </>
  );
}
