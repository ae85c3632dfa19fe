// The spoiler-free result: one row of coloured squares per guess, no words, no group names.
import { guessLevels, MAX_MISTAKES, statusOf, type GameState } from './game';
import { LEVEL_EMOJI, type Puzzle } from './puzzle';

export function shareText(puzzle: Puzzle, state: GameState, label: string): string {
  const rows = state.guesses.map((guess) => guessLevels(puzzle, guess).map((level) => LEVEL_EMOJI[level]).join(''));
  const outcome = statusOf(state) === 'won' ? `Solved with ${state.mistakes} of ${MAX_MISTAKES} mistakes` : `Out of mistakes, ${state.solved.length} of 4 groups`;
  return [`Connections ${label}`, outcome, ...rows].join('\n');
}
