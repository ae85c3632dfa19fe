// The view of the records document for one best metric kept per board: a level's best stars ('stars' on each
// level's board: one-line-draw, path-puzzle, The Black), the highest computer level beaten ('level' on the
// totals board: chess). What each game kept apart before (`<gameKey>:stars`, `chess:best-level`) folds in. Pure.
import { isObject } from '../guards';
import { withBoard, type RecordsDocument } from './document';
import type { LegacyFormat } from './migrations';

/** Each board's best of `metric`, by board key (boards without one left out). */
export function bestsOf(doc: RecordsDocument, metric: string): Record<string, number> {
  const bests: Record<string, number> = {};
  for (const [key, board] of Object.entries(doc.boards)) if (board.best[metric] !== undefined) bests[key] = board.best[metric];
  return bests;
}

/** The document holding `bests` as each board's best of `metric` (a board not in `bests` loses it); the rest kept. */
export function withBestsIn(doc: RecordsDocument, metric: string, bests: Readonly<Record<string, number>>): RecordsDocument {
  let next = doc;
  for (const key of new Set([...Object.keys(doc.boards), ...Object.keys(bests)])) {
    const value = Object.prototype.hasOwnProperty.call(bests, key) ? bests[key] : undefined;
    next = withBoard(next, key, (board) => {
      const { [metric]: _old, ...best } = board.best;
      return { ...board, best: value === undefined ? best : { ...best, [metric]: value } };
    });
  }
  return next;
}

/** A game's bests kept apart (`<gameKey>:<suffix>`: `{ [board]: value }`, e.g. ':stars' version 1), to migrate from. */
export function bestsFormat(suffix: string, version: number, metric: string, isBests: (value: unknown) => boolean): LegacyFormat {
  return { suffix, version, fold: (doc, data) => (isObject(data) && isBests(data) ? withBestsIn(doc, metric, data as Record<string, number>) : undefined) };
}

/** The best of `metric` on the board `key` (undefined before any). */
export const bestOf = (doc: RecordsDocument, key: string, metric: string): number | undefined => bestsOf(doc, metric)[key];

/** The document with `value` as the best of `metric` on the board `key`; the rest kept. */
export function withBestIn(doc: RecordsDocument, key: string, metric: string, value: number): RecordsDocument {
  return withBoard(doc, key, (board) => ({ ...board, best: { ...board.best, [metric]: value } }));
}

/**
 * A single best kept apart (`<gameKey>:<suffix>`: one number, e.g. 'chess:best-level' version 1), to migrate
 * from; `none` is the value that meant "no best yet" (nothing is recorded for it).
 */
export function bestFormat(suffix: string, version: number, key: string, metric: string, isValue: (value: unknown) => value is number, none?: number): LegacyFormat {
  return { suffix, version, fold: (doc, data) => (!isValue(data) ? undefined : data === none ? doc : withBestIn(doc, key, metric, data)) };
}
