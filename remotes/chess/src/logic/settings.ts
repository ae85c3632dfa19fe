import { MAX_LEVEL, MIN_LEVEL } from '../engine/levels';
import type { Mode } from './record';

export type ColorChoice = 'w' | 'b' | 'random';

export interface Settings {
  mode: Mode;
  level: number;
  color: ColorChoice;
  muted: boolean;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'computer', level: 3, color: 'w', muted: false };

export function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    (s.mode === 'computer' || s.mode === 'friend') &&
    Number.isInteger(s.level) &&
    (s.level as number) >= MIN_LEVEL &&
    (s.level as number) <= MAX_LEVEL &&
    (s.color === 'w' || s.color === 'b' || s.color === 'random') &&
    typeof s.muted === 'boolean'
  );
}
