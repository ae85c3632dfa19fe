// The lines above the ladder: the stage of the puzzle, and the clue of the active rung. Pure.
import { isRowSolved, type Board, type Phase } from './board';
import type { Puzzle } from './puzzle';

const STAGES: Record<Phase | 'won', string> = {
  solve: 'Solve the middle rungs',
  order: 'Order them: one letter per step',
  ends: 'Ladder done! Now top and bottom',
  done: 'Solved!',
  won: 'Solved!',
};

export const LOCKED_ENDS = 'Locked: solve the five middle rungs and put them in ladder order.';

/** "Solve the middle rungs · 2/5", "Order them: one letter per step"… */
export function stageLine(puzzle: Puzzle, board: Board, phase: Phase | 'won'): string {
  if (phase !== 'solve') return STAGES[phase];
  const solved = board.order.filter((word) => isRowSolved(puzzle, board, word)).length;
  return `${STAGES.solve} · ${solved}/5`;
}

const isEnd = (word: number) => word === 0 || word === 6;

/** The active rung's clue: "Rung 3" and its clue, or "Top + bottom" and the ends' clue (locked until they open). */
export function clueOf(puzzle: Puzzle, board: Board, word: number, endsOpen: boolean): { name: string; text: string } {
  if (isEnd(word)) return { name: 'Top + bottom', text: endsOpen ? puzzle.endClue : LOCKED_ENDS };
  return { name: `Rung ${board.order.indexOf(word) + 2}`, text: puzzle.clues[word - 1] };
}
