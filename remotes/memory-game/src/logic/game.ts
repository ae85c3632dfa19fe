// Memory Matrix as plain data: a round of trials (reveal → recall → review), lives, score and level.
// No timers: every function that depends on time takes the clock's reading (`now`, in ms) as an argument.
import { MAX_TILES, START_TILES } from './grid';
import { patternFor } from './pattern';

export type Phase = 'ready' | 'reveal' | 'recall' | 'review' | 'over';

export const TRIALS = 12;
export const LIVES = 3;
/** How long the review of a trial stays before the next one (the player may go on sooner). */
export const REVIEW_MS = 2000;
export const REVEAL_CHOICES = [1000, 1500, 2500] as const;
export type RevealMs = (typeof REVEAL_CHOICES)[number];
export const DEFAULT_REVEAL_MS: RevealMs = 1500;

export interface MatrixGame {
  seed: string;
  phase: Phase;
  /** The trial being played, 0-based (TRIALS when the round is over after the last). */
  trial: number;
  /** Tiles to remember this trial (the level). */
  count: number;
  side: number;
  tiles: number[];
  /** Cells picked this trial, in order; the last may be wrong. */
  picks: number[];
  lives: number;
  /** Correctly recalled tiles over the round. */
  score: number;
  /** The most tiles recalled perfectly in one trial (0 before any). */
  bestLevel: number;
  /** Trials recalled perfectly. */
  perfect: number;
  /** When the reveal or review ends (the clock the view passes in); null in other phases. */
  endsAt: number | null;
  revealMs: RevealMs;
}

export const isRevealMs = (value: unknown): value is RevealMs => REVEAL_CHOICES.includes(value as RevealMs);

/** A round waiting for Start. */
export function newGame(seed: string, revealMs: RevealMs = DEFAULT_REVEAL_MS): MatrixGame {
  const { side, tiles } = patternFor(seed, 0, START_TILES);
  return { seed, phase: 'ready', trial: 0, count: START_TILES, side, tiles, picks: [], lives: LIVES, score: 0, bestLevel: 0, perfect: 0, endsAt: null, revealMs };
}

/** Starts the round (or the current trial again after a reload): the pattern shows until now + revealMs. */
export function startReveal(game: MatrixGame, now: number): MatrixGame {
  if (game.phase !== 'ready' && game.phase !== 'reveal') return game;
  return { ...game, phase: 'reveal', picks: [], endsAt: now + game.revealMs };
}

/** Moves the clock on: the reveal gives way to recall, the review to the next trial (or the end). */
export function tick(game: MatrixGame, now: number): MatrixGame {
  if (game.endsAt === null || now < game.endsAt) return game;
  if (game.phase === 'reveal') return { ...game, phase: 'recall', endsAt: null };
  if (game.phase === 'review') return nextTrial(game, now);
  return game;
}

export type TrialOutcome = 'perfect' | 'miss';

/** How the trial under review went. */
export const trialOutcome = (game: MatrixGame): TrialOutcome => (game.picks.every((cell) => game.tiles.includes(cell)) && game.picks.length === game.tiles.length ? 'perfect' : 'miss');

/**
 * Picks a cell while recalling. A cell of the pattern counts a point; when all are found the trial is
 * perfect. A cell outside it ends the trial at once and costs a life. Picked cells and other phases are ignored.
 */
export function pick(game: MatrixGame, cell: number, now: number): MatrixGame {
  if (game.phase !== 'recall' || game.picks.includes(cell) || !Number.isInteger(cell) || cell < 0 || cell >= game.side * game.side) return game;
  const picks = [...game.picks, cell];
  if (!game.tiles.includes(cell)) {
    const lives = game.lives - 1;
    return { ...game, picks, lives, phase: 'review', endsAt: now + REVIEW_MS };
  }
  const score = game.score + 1;
  if (picks.length < game.tiles.length) return { ...game, picks, score };
  return { ...game, picks, score, perfect: game.perfect + 1, bestLevel: Math.max(game.bestLevel, game.count), phase: 'review', endsAt: now + REVIEW_MS };
}

/** Whether the round ends after the trial under review (lives gone or the last trial played). */
export const endsAfterReview = (game: MatrixGame): boolean => game.lives <= 0 || game.trial + 1 >= TRIALS;

/** After the review: one more tile after a perfect trial, one fewer after a miss; or the round is over. */
export function nextTrial(game: MatrixGame, now: number): MatrixGame {
  if (game.phase !== 'review') return game;
  if (endsAfterReview(game)) return { ...game, phase: 'over', endsAt: null };
  const count = trialOutcome(game) === 'perfect' ? Math.min(MAX_TILES, game.count + 1) : Math.max(START_TILES, game.count - 1);
  const trial = game.trial + 1;
  const { side, tiles } = patternFor(game.seed, trial, count);
  return { ...game, trial, count, side, tiles, picks: [], phase: 'reveal', endsAt: now + game.revealMs };
}

/** A game restored after a reload: a reveal starts again in full (it could not be seen), a review ends now. */
export function resumeAt(game: MatrixGame, now: number): MatrixGame {
  if (game.phase === 'reveal') return { ...game, endsAt: now + game.revealMs };
  if (game.phase === 'review') return { ...game, endsAt: now };
  return game;
}

/** What a cell shows in the review: found, missed (part of the pattern, not picked), or wrong. */
export type ReviewMark = 'correct' | 'missed' | 'wrong' | null;

export function reviewMark(game: MatrixGame, cell: number): ReviewMark {
  const target = game.tiles.includes(cell);
  const picked = game.picks.includes(cell);
  if (target && picked) return 'correct';
  if (target) return 'missed';
  if (picked) return 'wrong';
  return null;
}

const isIntIn = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const PHASES: readonly Phase[] = ['ready', 'reveal', 'recall', 'review', 'over'];

/** Checks a saved game (corrupt or old saves are dropped). */
export function isMatrixGame(value: unknown): value is MatrixGame {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  const cells = (list: unknown, side: number) => Array.isArray(list) && list.every((cell) => isIntIn(cell, 0, side * side - 1)) && new Set(list).size === list.length;
  return (
    typeof g.seed === 'string' &&
    PHASES.includes(g.phase as Phase) &&
    isIntIn(g.trial, 0, TRIALS) &&
    isIntIn(g.count, START_TILES, MAX_TILES) &&
    isIntIn(g.side, 3, 7) &&
    cells(g.tiles, g.side as number) &&
    (g.tiles as number[]).length === g.count &&
    cells(g.picks, g.side as number) &&
    isIntIn(g.lives, 0, LIVES) &&
    isIntIn(g.score, 0, 1e6) &&
    isIntIn(g.bestLevel, 0, MAX_TILES) &&
    isIntIn(g.perfect, 0, TRIALS) &&
    (g.endsAt === null || (typeof g.endsAt === 'number' && Number.isFinite(g.endsAt))) &&
    isRevealMs(g.revealMs)
  );
}
