// What the game says after each action: the line under the board and the words for screen readers. Pure.
import { alreadyGuessed, guessKey, MAX_MISTAKES, statusOf, type GameState, type GuessOutcome } from './game';
import { LEVEL_NAMES, type Puzzle } from './puzzle';

export const ALREADY_GUESSED = 'Already guessed: change a word.';
export const CHANGE_A_WORD = 'Change a word to guess again.';

const mistakes = (n: number) => `${n} ${n === 1 ? 'mistake' : 'mistakes'}`;

/** A puzzle opened: which one, and how many words are left (or that it is already done). */
export function openedMessage(daily: boolean, number: number, game: GameState): string {
  const status = statusOf(game);
  const state = status === 'playing' ? ` ${game.order.length} words.` : status === 'won' ? ' Already solved.' : ' Already finished.';
  return `${daily ? 'Daily puzzle' : 'Puzzle'} ${number}.${state}`;
}

/** A word selected or unselected, the count, and a selection of four already guessed. */
export function toggledMessage(word: string, next: GameState): string {
  const repeat = next.selected.length === 4 && alreadyGuessed(next, next.selected) ? ` ${ALREADY_GUESSED}` : '';
  return `${word} ${next.selected.includes(word) ? 'selected' : 'unselected'}, ${next.selected.length} of 4.${repeat}`;
}

/**
 * The words for a submitted guess (`before` the game as it was, `next` after it), or null when the game was
 * already over and nothing is said.
 */
export function guessMessage(puzzle: Puzzle, before: GameState, next: GameState, outcome: GuessOutcome): string | null {
  if (outcome.kind === 'over') return null;
  if (outcome.kind === 'incomplete') return `Select four words first (${before.selected.length} selected).`;
  if (outcome.kind === 'repeat') return ALREADY_GUESSED;
  const after = statusOf(next);
  let text: string;
  if (outcome.kind === 'correct') {
    const group = puzzle.groups[outcome.group];
    text = `Correct! ${LEVEL_NAMES[group.level]}: ${group.name}.`;
  } else if (after === 'lost') text = `${outcome.kind === 'one-away' ? 'One away… ' : ''}Out of mistakes. The groups are revealed.`;
  else text = `${outcome.kind === 'one-away' ? 'One away…' : 'Not a group.'} ${mistakes(MAX_MISTAKES - next.mistakes)} left.`;
  if (after === 'won') text += ` Solved with ${mistakes(next.mistakes)}!`;
  return text;
}

/** Four words already submitted together: Submit is off and the line under the board says why. */
export const isRepeatedSelection = (game: GameState): boolean => statusOf(game) === 'playing' && game.selected.length === 4 && alreadyGuessed(game, game.selected);

/**
 * The line under the board: the last message, unless the selection repeats a guess, when it says so (after the
 * guess just made, the message with a nudge to change a word).
 */
export function shownMessage(game: GameState, message: string): string {
  if (!isRepeatedSelection(game)) return message;
  const lastGuess = game.guesses.at(-1);
  const justGuessed = message !== '' && lastGuess !== undefined && guessKey(lastGuess) === guessKey(game.selected);
  return justGuessed ? `${message} ${CHANGE_A_WORD}` : ALREADY_GUESSED;
}
