// The player's options, kept between visits.
export interface Settings {
  /** Picross-style "check on fill": a fill where the picture is blank is shown as wrong and costs a life. */
  checkOnFill: boolean;
}

/** Lives in check-on-fill mode: the game is lost at this many wrong fills. */
export const LIVES = 3;

export const DEFAULT_SETTINGS: Settings = { checkOnFill: false };

export function isSettings(value: unknown): value is Settings {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Settings>).checkOnFill === 'boolean';
}
