import { queueOfOne, type SingleAudio } from '../../lib/catalog/player';
import { playerStore } from './player-store';

/**
 * A press on a radio episode's or a live stream's play button: its one recording opens in the
 * page's one player as a queue of one (toggling it when it is already there). Its address is
 * known already, so there is nothing to look up.
 */
export function openSingleAudio(audio: SingleAudio & { cover?: string | null }): void {
  const { referenceId, title, cover = null } = audio;
  const queue = queueOfOne(audio);
  if (queue.length === 0) return;
  void playerStore.open({ referenceId, title, cover, href: null }, () => Promise.resolve(queue));
}
