/** The part of the Web Storage API the kit needs (localStorage, sessionStorage or a test double). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoreOptions<T> {
  /** Unique per game and purpose, e.g. '2048:game-4'. Stored as 'games:<key>'. */
  key: string;
  /** Bump when the shape of T changes: values saved under another version are discarded. */
  version: number;
  /** Checks a parsed value really is a T (stored data may be old, edited or corrupt). */
  validate: (value: unknown) => value is T;
  /** Defaults to window.localStorage, when it is reachable. */
  storage?: StorageLike;
}

export interface Store<T> {
  /** The namespaced key in storage. */
  readonly key: string;
  /** The saved value, or undefined when nothing valid is saved. Never throws. */
  load(): T | undefined;
  /** Saves the value; false when storage is full or unavailable. Never throws. */
  save(value: T): boolean;
  /** Removes the saved value. Never throws. */
  clear(): void;
}

interface Envelope {
  v: number;
  data: unknown;
}

export const STORAGE_NAMESPACE = 'games';

/** localStorage, or undefined where touching it throws (blocked cookies, sandboxed frames, no DOM). */
function defaultStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'v' in value && 'data' in value;
}

/** A versioned, validated value in Web Storage. */
export function createStore<T>(options: StoreOptions<T>): Store<T> {
  const key = `${STORAGE_NAMESPACE}:${options.key}`;
  const storage = () => options.storage ?? defaultStorage();

  const clear = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Unavailable storage has nothing to clear.
    }
  };

  return {
    key,
    load() {
      let raw: string | null;
      try {
        raw = storage()?.getItem(key) ?? null;
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isEnvelope(parsed) && parsed.v === options.version && options.validate(parsed.data)) {
          return parsed.data;
        }
      } catch {
        // Corrupt JSON: fall through and discard it.
      }
      clear();
      return undefined;
    },
    save(value: T) {
      const target = storage();
      if (!target) return false;
      try {
        const envelope: Envelope = { v: options.version, data: value };
        target.setItem(key, JSON.stringify(envelope));
        return true;
      } catch {
        // QuotaExceededError, SecurityError or a value JSON cannot encode.
        return false;
      }
    },
    clear,
  };
}
