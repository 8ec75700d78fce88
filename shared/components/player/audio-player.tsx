import { playerVisible } from '../../lib/catalog/player';
import { onDemand } from '../../app/on-demand';
import { playerStore } from './player-store';
import { usePlayerState } from './use-player';

/** The bar's code arrives with the first preview pressed: most visits play nothing. */
const PlayerBar = onDemand(() => import('./player-bar').then((module) => ({ default: module.PlayerBar })));

/**
 * The site's one music player, mounted by the app beside the frame (not inside a route), so a
 * client-side navigation never unmounts it. Nothing on the server or at hydration, nothing until a
 * preview button fills the queue.
 */
export function AudioPlayer() {
  const state = usePlayerState();
  return playerVisible(state) ? <PlayerBar store={playerStore} state={state} /> : null;
}
