// Starting a game: from the settings, or from what the page URL asks for (a seed or a FEN).
import { createRandom } from '@games/shared/game-kit/random';
import { createClock, timeControlOf } from './clock';
import { newRecord, type Color, type GameRecord } from './record';
import type { ColorChoice, Settings } from './settings';
import { gameSetupFromUrl } from './url-options';

export function pickColor(choice: ColorChoice, random: () => number): Color {
  if (choice === 'random') return random() < 0.5 ? 'w' : 'b';
  return choice;
}

/** A new game with the settings' opponent, level, colour and clock. */
export function freshRecord(settings: Settings, random: () => number, startFen?: string): GameRecord {
  const control = timeControlOf(settings.timeControl);
  return newRecord({ mode: settings.mode, level: settings.level, playerColor: pickColor(settings.color, random), startFen, clock: control && createClock(control) });
}

/** The reproducible new game the URL asks for, or null when it asks for none. */
export function recordFromUrl(query: URLSearchParams, settings: Settings): GameRecord | null {
  const setup = gameSetupFromUrl(query, settings);
  if (!setup) return null;
  const random = createRandom(setup.seed);
  return freshRecord(setup.settings, () => random.next(), setup.startFen);
}
