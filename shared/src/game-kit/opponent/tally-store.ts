// Where an opponent game's tally is kept: the tally view of its records document (`games:<gameKey>:records`
// version 2, records/tally-view.ts). The tally a returning player saved under `<gameKey>:tally` in an earlier
// release (and an older shape of it) folds in on first load and that key is removed once the document is saved.
import { KIT_LEGACY_FORMATS, type LegacyFormat } from '../records/migrations';
import { createRecordsView } from '../records/store';
import { talliesOf, tallyFormat, withTalliesIn } from '../records/tally-view';
import type { StorageLike, Store } from '../storage';
import { isTallies, type Tallies } from './tally';

export interface TallyStoreOptions {
  /** The key the tally was kept under before the records document, e.g. 'chess:tally' (the game's key before the colon). */
  key: string;
  /** The version saved under `key`; defaults to 1. */
  version?: number;
  /** An even older save of another shape under `key`, carried over too. */
  legacy?: { version: number; convert: (data: unknown) => Tallies | undefined };
  /**
   * The game's other older records, folded into the same document (chess's best level): every view of one
   * document migrates the same formats, whichever the game loads first.
   */
  older?: readonly LegacyFormat[];
  storage?: StorageLike;
}

/** The game's key and the older tally's suffix: 'chess:tally' → ['chess', 'tally']. */
function splitKey(key: string): [string, string] {
  const colon = key.lastIndexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1)];
}

/** Every older format a game's tally store migrates from: the kit's, the tally's own, and the game's `older`. */
export function tallyFormats(options: Pick<TallyStoreOptions, 'key' | 'version' | 'legacy' | 'older'>): LegacyFormat[] {
  const [, suffix] = splitKey(options.key);
  const formats = [...KIT_LEGACY_FORMATS, tallyFormat(suffix, options.version ?? 1)];
  const { legacy } = options;
  if (legacy) {
    formats.push({
      suffix,
      version: legacy.version,
      fold: (doc, data) => {
        const converted = legacy.convert(data);
        return converted && isTallies(converted) ? withTalliesIn(doc, converted) : undefined;
      },
    });
  }
  return [...formats, ...(options.older ?? [])];
}

/** A tally store, the tally view of the game's records document: a corrupt save is discarded (no games yet), never a crash. */
export function createTallyStore(options: TallyStoreOptions): Store<Tallies> {
  const [gameKey] = splitKey(options.key);
  return createRecordsView({ gameKey, view: talliesOf, withView: withTalliesIn, empty: () => ({}), legacy: tallyFormats(options), storage: options.storage });
}
