import { createRandom } from '@games/shared/game-kit/random';
import { boardWithPegs, CENTRE, hasPeg, isEmptyHole, jumpsOf, legalJumps, type Board, type LayoutId } from './board';
import { levelOf } from './levels';
import { startOf } from './lines';

export interface PegPuzzle {
  layout: LayoutId;
  start: Board;
}

/**
 * A position made by reverse play: from one peg in the centre, `unjumps` un-jumps (a peg jumps back over
 * an empty hole, and a peg appears in the hole it crossed). Played forwards, the un-jumps are a finish with
 * one peg in the centre, so every position can be won. Same seed, same position.
 */
export function reversePlay(layout: LayoutId, unjumps: number, seed: string): Board {
  const random = createRandom(seed);
  const jumps = jumpsOf(layout);
  for (let attempt = 0; ; attempt++) {
    const pegs = new Set<number>([CENTRE]);
    let board = boardWithPegs(layout, pegs);
    for (let step = 0; step < unjumps; step++) {
      // An un-jump of the jump from→over→to: a peg on `to`, `over` and `from` empty.
      const back = jumps.filter((j) => hasPeg(board, j.to) && isEmptyHole(board, j.over) && isEmptyHole(board, j.from));
      if (back.length === 0) break;
      const j = back[random.int(0, back.length - 1)];
      pegs.delete(j.to);
      pegs.add(j.over).add(j.from);
      board = boardWithPegs(layout, pegs);
    }
    if (pegs.size === unjumps + 1 && legalJumps(layout, board).length > 0) return board;
    if (attempt > 50) return board;
  }
}

/** The puzzle of a level: a seeded learning position, or a full board's classic start. */
export function dealPuzzle(seed: string, level: string): PegPuzzle {
  const { layout, unjumps, value } = levelOf(level);
  if (unjumps === 0) return { layout, start: startOf(layout) };
  return { layout, start: reversePlay(layout, unjumps, `${seed}:${value}`) };
}
