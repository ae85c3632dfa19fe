// What screen readers hear after a pick: the word picked, a right pair with its points and the new word,
// a wrong one with what it cost. Plain text from the round after the pick.
import type { LevelPool } from './pool';
import { HEARTS, type PickEvent, type Round } from './round';

/** The words said for a pick (null when nothing happened). */
export function pickSaid(pool: LevelPool, next: Round, event: PickEvent): string | null {
  switch (event.kind) {
    case 'picked':
      return `${pool.pairs[(event.side === 'left' ? next.left : next.right)[event.slot]!][event.side === 'left' ? 0 : 1]} picked.`;
    case 'unpicked':
      return 'Unpicked.';
    case 'wrong':
      return `Not a pair. ${next.hardcore ? `${HEARTS - next.mistakes} hearts left.` : 'Minus 5 seconds.'}`;
    case 'correct': {
      const [a, b] = pool.pairs[event.pair];
      const newPair = event.refilled !== null ? ` New word: ${pool.pairs[event.refilled][0]}.` : '';
      return `Right: ${a}, ${b}. Plus ${event.points}${next.combo >= 3 ? `, combo ${next.combo}` : ''}.${newPair}`;
    }
    default:
      return null;
  }
}
