// Simon / sequence memory as plain data. The sequence plays back, then the player repeats it; each round
// adds one step. Input is ignored while the sequence plays. No timers: functions take the clock (`now`, ms).
import { modeSpec, padCount, stepTiming, type Mode } from './modes';
import { sequenceOf, stepOf } from './sequence';

export type Phase = 'ready' | 'playback' | 'input' | 'over';

export const LIVES = 3;
/** A pause before a playback starts (after Start, a round cleared, or a life lost). */
export const LEAD_MS = 700;
/** A longer pause after a mistake, so the player sees it. */
export const MISTAKE_LEAD_MS = 1200;
export const FIRST_LENGTH = 1;
export const MAX_LENGTH = 200;

export interface SequenceGame {
  seed: string;
  mode: Mode;
  /** Casual: three lives, a mistake replays the sequence; strict: a mistake ends the game. */
  casual: boolean;
  /** Whether playback runs at the reduced-motion pace. */
  reduced: boolean;
  phase: Phase;
  sequence: number[];
  /** Steps entered correctly this round. */
  entered: number;
  lives: number;
  /** When the playback's first step lights (playback only). */
  startsAt: number | null;
  /** The pad of the last wrong press (shown until the replay), or null. */
  wrong: number | null;
}

export function newGame(seed: string, mode: Mode, casual: boolean, reduced = false): SequenceGame {
  return { seed, mode, casual, reduced, phase: 'ready', sequence: sequenceOf(seed, padCount(mode), FIRST_LENGTH), entered: 0, lives: casual ? LIVES : 1, startsAt: null, wrong: null };
}

/** The game begins: the first sequence plays after a short lead. */
export function start(game: SequenceGame, now: number): SequenceGame {
  if (game.phase !== 'ready') return game;
  return { ...game, phase: 'playback', entered: 0, startsAt: now + LEAD_MS };
}

/** Rounds cleared: the longest sequence repeated correctly (the score and level reached). */
export const levelReached = (game: SequenceGame): number => game.sequence.length - 1;

/** What the playback shows at `now`: the step lit (index and pad), when that changes next, and whether it ended. */
export interface PlaybackFrame {
  index: number | null;
  pad: number | null;
  /** The next moment anything changes; null once done. */
  nextAt: number | null;
  done: boolean;
}

export function playbackFrame(game: SequenceGame, now: number): PlaybackFrame {
  if (game.phase !== 'playback' || game.startsAt === null) return { index: null, pad: null, nextAt: null, done: game.phase !== 'playback' };
  const { onMs, gapMs } = stepTiming(game.mode, game.reduced);
  const period = onMs + gapMs;
  if (now < game.startsAt) return { index: null, pad: null, nextAt: game.startsAt, done: false };
  const elapsed = now - game.startsAt;
  const index = Math.floor(elapsed / period);
  if (index >= game.sequence.length) return { index: null, pad: null, nextAt: null, done: true };
  const inStep = elapsed - index * period;
  if (inStep < onMs) return { index, pad: game.sequence[index], nextAt: game.startsAt + index * period + onMs, done: false };
  return { index: null, pad: null, nextAt: game.startsAt + (index + 1) * period, done: false };
}

/** Moves the clock on: a playback that has ended hands over to the player. */
export function tick(game: SequenceGame, now: number): SequenceGame {
  if (game.phase !== 'playback' || !playbackFrame(game, now).done) return game;
  return { ...game, phase: 'input', startsAt: null, entered: 0 };
}

/** The pad the player must press next (the sequence backwards in reverse mode). */
export function expectedPad(game: SequenceGame): number {
  const { sequence, entered } = game;
  return modeSpec(game.mode).reverse ? sequence[sequence.length - 1 - entered] : sequence[entered];
}

export type PressOutcome = 'ignored' | 'right' | 'round' | 'mistake' | 'over';

/**
 * A press of a pad. Ignored outside input (the playback locks input). The right pad counts; the last one of
 * the sequence clears the round and the sequence grows by a step. A wrong pad costs a life and replays the
 * same sequence (casual), or ends the game.
 */
export function press(game: SequenceGame, pad: number, now: number): { game: SequenceGame; outcome: PressOutcome } {
  if (game.phase !== 'input' || !Number.isInteger(pad) || pad < 0 || pad >= padCount(game.mode)) return { game, outcome: 'ignored' };
  if (pad !== expectedPad(game)) {
    const lives = game.lives - 1;
    if (lives <= 0) return { game: { ...game, lives: 0, phase: 'over', wrong: pad }, outcome: 'over' };
    return { game: { ...game, lives, phase: 'playback', entered: 0, startsAt: now + MISTAKE_LEAD_MS, wrong: pad }, outcome: 'mistake' };
  }
  const entered = game.entered + 1;
  if (entered < game.sequence.length) return { game: { ...game, entered, wrong: null }, outcome: 'right' };
  const length = Math.min(MAX_LENGTH, game.sequence.length + 1);
  const sequence = [...game.sequence, ...(length > game.sequence.length ? [stepOf(game.seed, padCount(game.mode), game.sequence.length)] : [])];
  return { game: { ...game, sequence, entered: 0, phase: 'playback', startsAt: now + LEAD_MS, wrong: null }, outcome: 'round' };
}

/** A game restored after a reload: a round in play is shown again from the start of its playback. */
export function resumeAt(game: SequenceGame, now: number, reduced: boolean): SequenceGame {
  if (game.phase !== 'playback' && game.phase !== 'input') return { ...game, reduced };
  return { ...game, reduced, phase: 'playback', entered: 0, startsAt: now + LEAD_MS };
}

const isIntIn = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Checks a saved game (corrupt or old saves are dropped). */
export function isSequenceGame(value: unknown, isModeValue: (mode: unknown) => mode is Mode): value is SequenceGame {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  if (!isModeValue(g.mode)) return false;
  const pads = padCount(g.mode);
  return (
    typeof g.seed === 'string' &&
    typeof g.casual === 'boolean' &&
    typeof g.reduced === 'boolean' &&
    (g.phase === 'ready' || g.phase === 'playback' || g.phase === 'input' || g.phase === 'over') &&
    Array.isArray(g.sequence) &&
    g.sequence.length >= FIRST_LENGTH &&
    g.sequence.length <= MAX_LENGTH &&
    g.sequence.every((pad) => isIntIn(pad, 0, pads - 1)) &&
    isIntIn(g.entered, 0, g.sequence.length) &&
    isIntIn(g.lives, 0, LIVES) &&
    (g.startsAt === null || (typeof g.startsAt === 'number' && Number.isFinite(g.startsAt))) &&
    (g.wrong === null || isIntIn(g.wrong, 0, pads - 1))
  );
}
