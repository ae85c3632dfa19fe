// What a game shows on its first paint (a Best stat, today's daily done), read from storage as plain data: no
// store, no check of the whole document, no migrations. Those load after the first paint with the records'
// stores (store.ts), which check, migrate and discard what is corrupt; what a peek gives is replaced then.
import { STORAGE_NAMESPACE, type StorageLike } from '../storage';

/**
 * An object, not null or an array (guards.ts's isObject, written out: the records' chunk takes in guards.ts, and a
 * module both chunks use is kept apart from the first chunk's code, which costs more than these lines).
 */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope kept under `games:<gameKey>:<suffix>` when it parses as one with an object as its data; never throws. */
export function peekStored(gameKey: string, suffix: string, storage?: StorageLike): { v: unknown; data: Record<string, unknown> } | undefined {
  try {
    const parsed: unknown = JSON.parse((storage ?? window.localStorage).getItem(`${STORAGE_NAMESPACE}:${gameKey}:${suffix}`) ?? 'null');
    return isObject(parsed) && isObject(parsed.data) ? { v: parsed.v, data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}
