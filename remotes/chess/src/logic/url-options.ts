// Page URL options: `?seed=` or `?fen=` start a fresh game (tests, shared positions) instead of the saved one;
// `?level=`, `?color=`, `?mode=` and `?clock=` set it up, falling back to the player's settings.
import { validateFen } from 'chess.js';
import { isTimeControlId } from './clock';
import { MAX_LEVEL, MIN_LEVEL } from '../engine/levels';
import type { ColorChoice, Settings } from './settings';

export interface UrlGameSetup {
  settings: Settings;
  /** A valid FEN to start from; undefined for the standard position. */
  startFen?: string;
  /** Seeds the random choices of the new game (a random colour). */
  seed: string;
}

function colorChoice(value: string | null): ColorChoice | null {
  if (value === 'white' || value === 'w') return 'w';
  if (value === 'black' || value === 'b') return 'b';
  if (value === 'random') return 'random';
  return null;
}

/** The new game the URL asks for, or null when it names neither a seed nor a FEN. */
export function gameSetupFromUrl(query: URLSearchParams, settings: Settings): UrlGameSetup | null {
  const seed = query.get('seed');
  const fen = query.get('fen');
  if (!seed && !fen) return null;
  const level = Number(query.get('level'));
  const mode = query.get('mode');
  // A '+' in a query string reads as a space: '?clock=3+2' arrives as '3 2'.
  const clock = query.get('clock')?.trim().replace(/\s+/, '+');
  return {
    settings: {
      ...settings,
      mode: mode === 'friend' || mode === 'computer' ? mode : settings.mode,
      color: colorChoice(query.get('color')) ?? settings.color,
      level: level >= MIN_LEVEL && level <= MAX_LEVEL ? Math.round(level) : settings.level,
      timeControl: isTimeControlId(clock) ? clock : settings.timeControl,
    },
    startFen: fen && validateFen(fen).ok ? fen : undefined,
    seed: seed ?? fen ?? 'chess',
  };
}
