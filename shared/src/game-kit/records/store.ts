// Where a game's records document is kept: `games:<gameKey>:records`, an envelope `{ v: 2, data }`. Every view
// (puzzle records, score records, archive stats, tallies) is a store over the same document: a save reads the
// stored document, changes only its own part and writes it back, so two views of one game (a round game's
// scores and its dailies) never undo each other's writes. Never throws: storage may be blocked or full.
import { STORAGE_NAMESPACE, type StorageLike, type Store } from '../storage';
import { emptyDocument, RECORDS_DOCUMENT_VERSION, type RecordsDocument } from './document';
import { isRecordsDocument } from './guards';
import { KIT_LEGACY_FORMATS, migrateRecords, parseEnvelope, type LegacyFormat } from './migrations';

export const RECORDS_SUFFIX = 'records';

export const recordsKey = (gameKey: string) => `${STORAGE_NAMESPACE}:${gameKey}:${RECORDS_SUFFIX}`;

/** What was read: the document, and the older keys it was migrated from (none when it was stored as it is). */
export interface ReadRecords {
  doc: RecordsDocument;
  migratedFrom: string[];
}

/**
 * The game's records document: the stored version 2, or else one migrated from the older formats (in memory:
 * nothing is written). Undefined when the game has no records yet or storage is unreachable; a corrupt
 * document reads as none.
 */
export function readRecords(storage: StorageLike | undefined, gameKey: string, legacy: readonly LegacyFormat[] = KIT_LEGACY_FORMATS): ReadRecords | undefined {
  if (!storage) return undefined;
  try {
    const envelope = parseEnvelope(storage.getItem(recordsKey(gameKey)));
    if (envelope?.v === RECORDS_DOCUMENT_VERSION) return isRecordsDocument(envelope.data) ? { doc: envelope.data, migratedFrom: [] } : undefined;
    const { doc, from } = migrateRecords((suffix) => storage.getItem(`${STORAGE_NAMESPACE}:${gameKey}:${suffix}`), legacy);
    return from.length ? { doc, migratedFrom: from } : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the older keys (`games:<gameKey>:<suffix>`): what they held was carried over, or was unusable. */
function removeOlder(storage: StorageLike, gameKey: string, suffixes: readonly string[]) {
  for (const suffix of new Set(suffixes)) {
    if (suffix === RECORDS_SUFFIX) continue;
    try {
      storage.removeItem(`${STORAGE_NAMESPACE}:${gameKey}:${suffix}`);
    } catch {
      // Left behind: the saved document wins over it on every later read.
    }
  }
}

/**
 * Saves the document (version 2) and removes the older formats' keys (`olderSuffixes`): one records format in
 * storage. False when it could not be saved (the older keys are then kept).
 */
export function writeRecords(storage: StorageLike | undefined, gameKey: string, doc: RecordsDocument, olderSuffixes: readonly string[] = []): boolean {
  if (!storage) return false;
  try {
    storage.setItem(recordsKey(gameKey), JSON.stringify({ v: RECORDS_DOCUMENT_VERSION, data: doc }));
  } catch {
    return false;
  }
  removeOlder(storage, gameKey, olderSuffixes);
  return true;
}

/** What was read, with the formats kept apart (RecordsViewOptions.apart) folded in over it. */
function withApart(storage: StorageLike | undefined, gameKey: string, read: ReadRecords | undefined, apart: readonly LegacyFormat[]): ReadRecords | undefined {
  if (!storage || !apart.length) return read;
  try {
    const { doc, from } = migrateRecords((suffix) => storage.getItem(`${STORAGE_NAMESPACE}:${gameKey}:${suffix}`), apart, read?.doc);
    return from.length ? { doc, migratedFrom: [...(read?.migratedFrom ?? []), ...from] } : read;
  } catch {
    return read;
  }
}

function defaultStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

export interface RecordsViewOptions<T> {
  gameKey: string;
  /** The view's part of a document. */
  view: (doc: RecordsDocument) => T;
  /** The document holding `value` as the view's part, the rest kept. */
  withView: (doc: RecordsDocument, value: T) => RecordsDocument;
  /** The view with nothing recorded (what clear() leaves). */
  empty: () => T;
  /**
   * Whether the document holds anything of this view; load() gives undefined when not (defaults to always). A
   * stored document that does not hold it takes in the view's older formats still kept (`legacy` but for
   * `:records` v1): another view of the game may have saved the document first (a round game's dailies before
   * its scores moved in).
   */
  holds?: (doc: RecordsDocument) => boolean;
  /** Older formats to migrate from; defaults to the kit's (KIT_LEGACY_FORMATS). */
  legacy?: readonly LegacyFormat[];
  /**
   * Older formats of this view alone, kept on their own keys (a level's `:stars` beside the puzzle records):
   * another view of the same document may already have saved it without carrying them over, so they are
   * folded into a stored document too, and their keys removed once saved (a value that fails its check: at once).
   */
  apart?: readonly LegacyFormat[];
  /** Defaults to window.localStorage, when it is reachable. */
  storage?: StorageLike;
  /** Told of each value save() was given (the home page's progress summary follows the records). */
  onSave?: (value: T) => void;
}

/**
 * A store of one view of a game's records document, with the Store API the games already use. The first
 * load of records in an older format saves them as the document at once (and removes the older keys).
 */
export function createRecordsView<T>(options: RecordsViewOptions<T>): Store<T> {
  const { gameKey, view, withView, empty, holds = () => true, legacy = KIT_LEGACY_FORMATS, apart = [] } = options;
  const apartSuffixes = apart.map((format) => format.suffix);
  const olderSuffixes = [...legacy.map((format) => format.suffix), ...apartSuffixes];
  const storage = () => options.storage ?? defaultStorage();
  const readView = (target: StorageLike | undefined): ReadRecords | undefined => {
    const read = readRecords(target, gameKey, legacy);
    // A document another view saved first, without this view's part: this view's older keys fold into it.
    if (!target || !read || read.migratedFrom.length || holds(read.doc)) return withApart(target, gameKey, read, apart);
    try {
      const older = migrateRecords((suffix) => target.getItem(`${STORAGE_NAMESPACE}:${gameKey}:${suffix}`), legacy.filter((format) => format.suffix !== RECORDS_SUFFIX), read.doc);
      return withApart(target, gameKey, older.from.length ? { doc: older.doc, migratedFrom: older.from } : read, apart);
    } catch {
      return withApart(target, gameKey, read, apart);
    }
  };
  const save = (value: T) => {
    const target = storage();
    return writeRecords(target, gameKey, withView(readView(target)?.doc ?? emptyDocument(), value), olderSuffixes);
  };
  return {
    key: recordsKey(gameKey),
    load() {
      const target = storage();
      const read = readView(target);
      if (!read) {
        // Nothing usable: a corrupt document, or older saves that fail their format, are discarded (as every kit
        // store does) and the game starts with no records.
        try {
          target?.removeItem(recordsKey(gameKey));
          if (target) removeOlder(target, gameKey, olderSuffixes);
        } catch {
          // Unreachable storage has nothing to discard.
        }
        return undefined;
      }
      if (read.migratedFrom.length) writeRecords(target, gameKey, read.doc, olderSuffixes);
      // A value kept apart that failed its check (it was not carried over) is discarded.
      else if (target) removeOlder(target, gameKey, apartSuffixes);
      return holds(read.doc) ? view(read.doc) : undefined;
    },
    save(value) {
      const saved = save(value);
      options.onSave?.(value);
      return saved;
    },
    clear() {
      save(empty());
    },
  };
}
