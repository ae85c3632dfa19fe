// The player's remembered choices: opponent, level, colour, sound, clock, and the board's look.
import { MAX_LEVEL, MIN_LEVEL } from '../engine/levels';
import { isTimeControlId, timeControlIdOf, type TimeControlId } from './clock';
import type { GameRecord, Mode } from './record';

export type ColorChoice = 'w' | 'b' | 'random';

export const BOARD_THEMES = [
  { id: 'green', label: 'Green' },
  { id: 'brown', label: 'Wood' },
  { id: 'blue', label: 'Blue' },
] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number]['id'];

export const PIECE_SETS = [
  { id: 'classic', label: 'Classic' },
  { id: 'letter', label: 'Letters' },
] as const;
export type PieceSet = (typeof PIECE_SETS)[number]['id'];

export interface Settings {
  mode: Mode;
  level: number;
  color: ColorChoice;
  muted: boolean;
  /** The clock of new games; untimed by default. */
  timeControl: TimeControlId;
  boardTheme: BoardTheme;
  pieceSet: PieceSet;
}

/** Settings as saved: those from before the clock and themes existed lack the newer fields. */
export type SavedSettings = Omit<Settings, 'timeControl' | 'boardTheme' | 'pieceSet'> & Partial<Settings>;

export const DEFAULT_SETTINGS: Settings = { mode: 'computer', level: 3, color: 'w', muted: false, timeControl: 'none', boardTheme: 'green', pieceSet: 'classic' };

const isBoardTheme = (v: unknown): v is BoardTheme => BOARD_THEMES.some((t) => t.id === v);
const isPieceSet = (v: unknown): v is PieceSet => PIECE_SETS.some((p) => p.id === v);

export function isSettings(value: unknown): value is SavedSettings {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    (s.mode === 'computer' || s.mode === 'friend') &&
    Number.isInteger(s.level) &&
    (s.level as number) >= MIN_LEVEL &&
    (s.level as number) <= MAX_LEVEL &&
    (s.color === 'w' || s.color === 'b' || s.color === 'random') &&
    typeof s.muted === 'boolean' &&
    (s.timeControl === undefined || isTimeControlId(s.timeControl)) &&
    (s.boardTheme === undefined || isBoardTheme(s.boardTheme)) &&
    (s.pieceSet === undefined || isPieceSet(s.pieceSet))
  );
}

/** Saved settings completed with the defaults of fields added since they were saved. */
export const withDefaults = (saved: SavedSettings): Settings => ({ ...DEFAULT_SETTINGS, ...saved });

/** Whether the settings would start a different game than the one being played (opponent, colour or clock). */
export function settingsDifferFromGame(settings: Settings, record: Pick<GameRecord, 'mode' | 'playerColor' | 'clock'>): boolean {
  return (
    settings.mode !== record.mode ||
    (settings.mode === 'computer' && settings.color !== 'random' && settings.color !== record.playerColor) ||
    settings.timeControl !== timeControlIdOf(record.clock)
  );
}
