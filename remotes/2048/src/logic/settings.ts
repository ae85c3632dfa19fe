import { DEFAULT_SIZE, isBoardSize, type BoardSize } from './grid';

export interface Settings {
  size: BoardSize;
  /** Undo is opt-in: purists play without it, and its scores are kept apart. */
  undoEnabled: boolean;
}

export const DEFAULT_SETTINGS: Settings = { size: DEFAULT_SIZE, undoEnabled: false };

export function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return isBoardSize(s.size) && typeof s.undoEnabled === 'boolean';
}
