// The bag: a seeded shuffle of the 100 tiles; tiles are drawn from the front.
import { createRandom } from '@games/shared/game-kit/random';
import { fullBag } from './tiles';

export function shuffledBag(seed: string): string {
  return createRandom(`bag:${seed}`).shuffle([...fullBag()]).join('');
}

/** Fills a rack up to 7 from the bag. */
export function drawTiles(rack: string, bag: string): { rack: string; bag: string } {
  const n = Math.max(0, Math.min(7 - rack.length, bag.length));
  return { rack: rack + bag.slice(0, n), bag: bag.slice(n) };
}

/** Puts tiles back and shuffles the bag again (seeded by the turn, so a replay is the same). */
export function returnTiles(bag: string, tiles: string, seed: string): string {
  return createRandom(`return:${seed}`).shuffle([...bag, ...tiles]).join('');
}
