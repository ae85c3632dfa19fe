// The record of games against the computer: wins, losses and draws per level (or per board and level), the pure
// core and its store. Opponent games (chess, reversi, tic-tac-toe) show "Wins / Losses / Draws vs <level>" from it.
import type { StorageLike, Store } from '../storage';
import { KIT_LEGACY_FORMATS, type LegacyFormat } from '../records/migrations';
import { createRecordsView } from '../records/store';
import { isTallies, talliesOf, withTalliesIn, type Tallies, type TallyEntry } from '../records/tally-view';

export type Verdict = 'win' | 'loss' | 'draw';

export { isTallies, isTallyEntry, type Tallies, type TallyEntry } from '../records/tally-view';

export const NO_GAMES: TallyEntry = Object.freeze({ wins: 0, losses: 0, draws: 0 });

const FIELD: Record<Verdict, keyof TallyEntry> = { win: 'wins', loss: 'losses', draw: 'draws' };

/** The tallies after one finished game at `key`. */
export function addResult(tallies: Tallies, key: string, verdict: Verdict): Tallies {
  const entry = tallyOf(tallies, key);
  const field = FIELD[verdict];
  return { ...tallies, [key]: { ...entry, [field]: entry[field] + 1 } };
}

/** The entry at `key`, zeros when no game was played there. */
export function tallyOf(tallies: Tallies, key: string): TallyEntry {
  return Object.prototype.hasOwnProperty.call(tallies, key) ? tallies[key] : NO_GAMES;
}

/** The result's three lines: "Wins vs Easy", "Losses vs Easy", "Draws vs Easy". */
export function tallyLines(entry: TallyEntry, levelName: string): { label: string; value: number }[] {
  return [
    { label: `Wins vs ${levelName}`, value: entry.wins },
    { label: `Losses vs ${levelName}`, value: entry.losses },
    { label: `Draws vs ${levelName}`, value: entry.draws },
  ];
}

export interface TallyStoreOptions {
  /**
   * e.g. 'chess:tally': the tallies are kept in the game's records document ('games:chess:records'), and a save
   * under this key from an earlier release ('games:chess:tally') is carried over on first load.
   */
  key: string;
  /** The version the older save under `key` had; defaults to 1. */
  version?: number;
  /** An even older save under `key`, of another shape, carried over too. */
  legacy?: { version: number; convert: (data: unknown) => Tallies | undefined };
  storage?: StorageLike;
}

/** A tally store, the tally view of the game's records document: a corrupt save is discarded (no games yet), never a crash. */
export function createTallyStore(options: TallyStoreOptions): Store<Tallies> {
  const split = options.key.lastIndexOf(':');
  const gameKey = options.key.slice(0, split);
  const suffix = options.key.slice(split + 1);
  const older: LegacyFormat[] = [{ suffix, version: options.version ?? 1, fold: (doc, data) => (isTallies(data) ? withTalliesIn(doc, data) : undefined) }];
  const { legacy } = options;
  if (legacy) {
    older.push({ suffix, version: legacy.version, fold: (doc, data) => {
      const converted = legacy.convert(data);
      return converted && isTallies(converted) ? withTalliesIn(doc, converted) : undefined;
    } });
  }
  return createRecordsView({ gameKey, view: talliesOf, withView: withTalliesIn, empty: () => ({}), legacy: [...KIT_LEGACY_FORMATS, ...older], storage: options.storage });
}
