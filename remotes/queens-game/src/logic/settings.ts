// Player options, remembered between visits (the mode and level are the kit's).
export interface Settings {
  /** Show a faint × on every cell a placed queen rules out (LinkedIn's "auto-place ×"); off as on LinkedIn. */
  autoCross: boolean;
  /** Mark clashing queens as you play. */
  showConflicts: boolean;
  /** Show each region's letter in its cells, so regions are told apart without colour. */
  regionLetters: boolean;
}

export const DEFAULT_SETTINGS: Settings = { autoCross: false, showConflicts: true, regionLetters: false };

/** Version 2 dropped mode and difficulty and turned auto-× off by default: older settings are not read. */
export const SETTINGS_VERSION = 2;

export function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Record<string, unknown>;
  return typeof settings.autoCross === 'boolean' && typeof settings.showConflicts === 'boolean' && typeof settings.regionLetters === 'boolean';
}
