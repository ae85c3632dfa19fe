// The lines above the ladder: the stage of the puzzle, and the clue of the active rung. Pure.
import { isRowSolved, type Board, type Phase } from './board';
import type { Puzzle } from './puzzle';

export const LOCKED_ENDS = 'Locked: solve the five middle rungs and put them in ladder order.';

/** "Solve the middle rungs · 2/5", "Order them: one letter per step"… */
export function stageLine(puzzle: Puzzle, board: Board, phase: Phase | 'won'): string {
  if (phase === 'order') return 'Order them: one letter per step';
  if (phase === 'ends') return 'Ladder done! Now top and bottom';
  if (phase !== 'solve') return 'Solved!';
  return `Solve the middle rungs · ${board.order.filter((word) => isRowSolved(puzzle, board, word)).length}/5`;
}

/** The active rung's clue: "Rung 3" and its clue, or "Top + bottom" and the ends' clue (locked until they open). */
export function clueOf(puzzle: Puzzle, board: Board, word: number, endsOpen: boolean): { name: string; text: string } {
  if (word === 0 || word === 6) return { name: 'Top + bottom', text: endsOpen ? puzzle.endClue : LOCKED_ENDS };
  return { name: `Rung ${board.order.indexOf(word) + 2}`, text: puzzle.clues[word - 1] };
}
