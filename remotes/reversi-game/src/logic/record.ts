// What is saved: the game in progress (its placements and options), the tally per level, the settings.
import { isObject } from '@games/shared/game-kit/guards';
import type { Tallies } from '@games/shared/game-kit/opponent/tally';
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

/** The tally as saved before the kit's (store version 1): every level, won / lost / drawn. */
interface LegacyTally {
  won: number;
  lost: number;
  drawn: number;
}

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

const isLegacyTally = (x: unknown): x is LegacyTally => isObject(x) && [x.won, x.lost, x.drawn].every((n) => Number.isInteger(n) && (n as number) >= 0);

/** A version-1 tally save in the kit's shape (wins / losses / draws per level), or undefined when it is not one. */
export function fromLegacyTallies(value: unknown): Tallies | undefined {
  if (!isObject(value) || !LEVELS.every((l) => isLegacyTally(value[l]))) return undefined;
  const old = value as Record<Level, LegacyTally>;
  return Object.fromEntries(LEVELS.map((l) => [l, { wins: old[l].won, losses: old[l].lost, draws: old[l].drawn }]));
}
export const isSettings = (value: unknown): value is Settings => isObject(value) && typeof value.showMoves === 'boolean';


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
