// Validation of a saved game: shape, sizes, and every move legal from the start position.
import { validateFen } from 'chess.js';
import { MAX_LEVEL, MIN_LEVEL } from '../engine/levels';
import { isClock } from './clock';
import { replay, type GameRecord } from './record';

export const MAX_MOVES = 1000;
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const isColor = (v: unknown) => v === 'w' || v === 'b';
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function isEnding(v: unknown): boolean {
  if (v === null) return true;
  if (typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return ((e.kind === 'resign' || e.kind === 'timeout') && isColor(e.loser)) || e.kind === 'agreed';
}

export function isGameRecord(value: unknown): value is GameRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  if (
    typeof r.startFen !== 'string' ||
    r.startFen.length > 100 ||
    !validateFen(r.startFen).ok ||
    !Array.isArray(r.moves) ||
    r.moves.length > MAX_MOVES ||
    !r.moves.every((m) => typeof m === 'string' && UCI.test(m)) ||
    (r.mode !== 'computer' && r.mode !== 'friend') ||
    !Number.isInteger(r.level) ||
    (r.level as number) < MIN_LEVEL ||
    (r.level as number) > MAX_LEVEL ||
    !isColor(r.playerColor) ||
    !isEnding(r.ending) ||
    !isCount(r.hintsUsed) ||
    !isCount(r.takebacks) ||
    (r.clock !== undefined && r.clock !== null && !isClock(r.clock))
  ) {
    return false;
  }
  try {
    replay(r as unknown as GameRecord);
    return true;
  } catch {
    return false;
  }
}
