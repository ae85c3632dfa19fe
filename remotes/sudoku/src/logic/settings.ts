// The player's options, kept between visits.
export interface Settings {
  /** Mark digits repeated in a row, column or box. */
  showConflicts: boolean;
  /** End the game at MISTAKE_LIMIT wrong digits. Wrong digits are shown and counted either way. */
  mistakeLimit: boolean;
}

export const DEFAULT_SETTINGS: Settings = { showConflicts: true, mistakeLimit: false };

export function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Partial<Settings>;
  return typeof settings.showConflicts === 'boolean' && typeof settings.mistakeLimit === 'boolean';
}
