import { useRoutes } from 'react-router-dom';
import { Frame } from './frame';
import { routeObjects } from './routes';

export function App() {
  return <Frame>{useRoutes(routeObjects)}</Frame>;
}
