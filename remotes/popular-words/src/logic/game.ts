// A game of five rounds: guesses flip answers or earn strikes, hints show a first letter, a round ends
// with the board cleared or three strikes, the game after the fifth round. Pure; the prompts come in.
import type { Prompt } from './bank';
import { matchAnswer } from './match';
import { matchKey } from './normalise';
import { ANSWERS_PER_PROMPT, CLEAR_BONUS, HINT_COST, MAX_STRIKES, ROUNDS } from './rules';

export type Mode = 'daily' | 'unlimited';

export interface RoundState {
  promptId: string;
  /** Answer indexes the player found, in the order found. */
  found: number[];
  /** Answer indexes whose first letter a hint showed. */
  hinted: number[];
  /** The wrong guesses as typed; each is a strike. */
  misses: string[];
}

export interface GameState {
  mode: Mode;
  /** The daily's date (YYYY-MM-DD), null in unlimited play. */
  dateKey: string | null;
  rounds: RoundState[];
  /** The round being played (0-based). */
  round: number;
  /** The finished game's score went into the records (never twice, also after a reload). */
  recorded: boolean;
}

export type GuessOutcome =
  | { kind: 'empty' }
  | { kind: 'closed' }
  | { kind: 'hit'; index: number; cleared: boolean }
  | { kind: 'again'; index: number }
  | { kind: 'repeat' }
  | { kind: 'strike'; strikes: number; out: boolean };

export function newGame(mode: Mode, promptIds: readonly string[], dateKey: string | null = null): GameState {
  if (promptIds.length !== ROUNDS) throw new RangeError(`A game needs ${ROUNDS} prompts`);
  return { mode, dateKey, round: 0, recorded: false, rounds: promptIds.map((promptId) => ({ promptId, found: [], hinted: [], misses: [] })) };
}

export const strikesOf = (round: RoundState) => round.misses.length;
export const isCleared = (round: RoundState) => round.found.length === ANSWERS_PER_PROMPT;
export const isRoundOver = (round: RoundState) => isCleared(round) || strikesOf(round) >= MAX_STRIKES;
export const currentRound = (game: GameState) => game.rounds[game.round];
export const isGameOver = (game: GameState) => game.round === ROUNDS - 1 && isRoundOver(currentRound(game));

/** A round's points: the shares of the answers found, the bonus for a cleared board, less the hints. */
export function roundScore(round: RoundState, prompt: Prompt): number {
  const shares = round.found.reduce((sum, index) => sum + prompt.answers[index].share, 0);
  return Math.max(0, shares + (isCleared(round) ? CLEAR_BONUS : 0) - round.hinted.length * HINT_COST);
}

/** The game's points so far (rounds not reached yet count nothing). */
export function gameScore(game: GameState, promptOf: (id: string) => Prompt | undefined): number {
  return game.rounds.slice(0, game.round + 1).reduce((sum, round) => {
    const prompt = promptOf(round.promptId);
    return sum + (prompt ? roundScore(round, prompt) : 0);
  }, 0);
}

const withRound = (game: GameState, round: RoundState): GameState => ({
  ...game,
  rounds: game.rounds.map((r, i) => (i === game.round ? round : r)),
});

/** Plays one typed guess against the current round's prompt. */
export function submitGuess(game: GameState, prompt: Prompt, text: string): { game: GameState; outcome: GuessOutcome } {
  const round = currentRound(game);
  if (isRoundOver(round)) return { game, outcome: { kind: 'closed' } };
  const key = matchKey(text);
  if (!key) return { game, outcome: { kind: 'empty' } };
  const index = matchAnswer(prompt.answers, text);
  if (index !== null) {
    if (round.found.includes(index)) return { game, outcome: { kind: 'again', index } };
    const next = { ...round, found: [...round.found, index] };
    return { game: withRound(game, next), outcome: { kind: 'hit', index, cleared: isCleared(next) } };
  }
  if (round.misses.some((miss) => matchKey(miss) === key)) return { game, outcome: { kind: 'repeat' } };
  const next = { ...round, misses: [...round.misses, text.trim()] };
  const strikes = strikesOf(next);
  return { game: withRound(game, next), outcome: { kind: 'strike', strikes, out: strikes >= MAX_STRIKES } };
}

/** The answer the next hint would show: the best ranked one neither found nor hinted, or null. */
export function nextHint(round: RoundState): number | null {
  for (let i = 0; i < ANSWERS_PER_PROMPT; i++) if (!round.found.includes(i) && !round.hinted.includes(i)) return i;
  return null;
}

/** Shows the first letter of the best ranked hidden answer, for HINT_COST points. */
export function takeHint(game: GameState): { game: GameState; index: number | null } {
  const round = currentRound(game);
  const index = isRoundOver(round) ? null : nextHint(round);
  if (index === null) return { game, index: null };
  return { game: withRound(game, { ...round, hinted: [...round.hinted, index] }), index };
}

/** Moves on after a finished round (not after the last). */
export function nextRound(game: GameState): GameState {
  if (!isRoundOver(currentRound(game)) || game.round >= ROUNDS - 1) return game;
  return { ...game, round: game.round + 1 };
}

/** Marks a finished game as counted in the records. */
export const markRecorded = (game: GameState): GameState => ({ ...game, recorded: true });

/** The first letter a hint shows, e.g. 'T'. */
export const firstLetter = (text: string) => text.trim().charAt(0).toUpperCase();
