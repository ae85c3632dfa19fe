// What is saved: the game in progress (its placements and options), the tally per level, the settings.
import { isObject } from '@games/shared/game-kit/guards';
import { LEVELS, type Level } from './engine';
import type { Side } from './game';

export type Mode = 'computer' | 'two';

export interface GameRecord {
  mode: Mode;
  level: Level;
  /** The human's colour against the computer. */
  human: Side;
  /** Placed squares in order (passes are implied by the rules). */
  moves: number[];
  /** Seeds the computer's choices, so the same seed and moves give the same game. */
  seed: string;
  /** The result was counted in the tally (so a reload does not count it twice). */
  counted: boolean;
}

export interface Tally {
  won: number;
  lost: number;
  drawn: number;
}
export type Tallies = Record<Level, Tally>;

export const EMPTY_TALLIES: Tallies = { easy: { won: 0, lost: 0, drawn: 0 }, medium: { won: 0, lost: 0, drawn: 0 }, hard: { won: 0, lost: 0, drawn: 0 } };

export interface Settings {
  showMoves: boolean;
}

const isSquare = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < 64;

export function isGameRecord(value: unknown): value is GameRecord {
  return (
    isObject(value) &&
    (value.mode === 'computer' || value.mode === 'two') &&
    LEVELS.includes(value.level as Level) &&
    (value.human === 'black' || value.human === 'white') &&
    Array.isArray(value.moves) &&
    value.moves.length <= 60 &&
    value.moves.every(isSquare) &&
    typeof value.seed === 'string' &&
    typeof value.counted === 'boolean'
  );
}

const isTally = (x: unknown): x is Tally => isObject(x) && [x.won, x.lost, x.drawn].every((n) => Number.isInteger(n) && (n as number) >= 0);
export const isTallies = (value: unknown): value is Tallies => isObject(value) && LEVELS.every((l) => isTally(value[l]));
export const isSettings = (value: unknown): value is Settings => isObject(value) && typeof value.showMoves === 'boolean';

/** The tally after a finished game against the computer. */
export function addResult(tallies: Tallies, level: Level, outcome: keyof Tally): Tallies {
  return { ...tallies, [level]: { ...tallies[level], [outcome]: tallies[level][outcome] + 1 } };
}

/**
 * Take back: against the computer, the human's last move and every computer reply after it; between two
 * players, the last move. `sides` is who made each placement.
 */
export function takeBack(record: GameRecord, sides: readonly Side[]): GameRecord {
  let n = record.moves.length;
  if (n === 0) return record;
  if (record.mode === 'two') n -= 1;
  else {
    const lastHuman = sides.lastIndexOf(record.human);
    if (lastHuman < 0) return record;
    n = lastHuman;
  }
  return { ...record, moves: record.moves.slice(0, n), counted: false };
}
