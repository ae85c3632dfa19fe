// The view of the records document for a game of authored puzzles that ticks the ones solved (Crossclimb's
// archive; what its `<gameKey>:solved` version 1 held): each solved puzzle's board ('puzzle:<id>', as the
// archive stats name them) counts it won. Pure.
import { isArrayOf } from '../guards';
import { withBoard, type RecordsDocument } from './document';
import type { LegacyFormat } from './migrations';

/** Each puzzle's board: 'puzzle:<id>' (archive-stats.ts names them the same). */
const PUZZLE_PREFIX = 'puzzle:';
const WON = 'won';

/** The ids of the puzzles solved. */
export function solvedIdsOf(doc: RecordsDocument): string[] {
  return Object.entries(doc.boards).flatMap(([key, board]) => (key.startsWith(PUZZLE_PREFIX) && (board.counts[WON] ?? 0) > 0 ? [key.slice(PUZZLE_PREFIX.length)] : []));
}

/** The document holding `ids` as the puzzles solved (a puzzle not among them is no longer counted won); the rest kept. */
export function withSolvedIdsIn(doc: RecordsDocument, ids: readonly string[]): RecordsDocument {
  const solved = new Set(ids);
  let next = doc;
  for (const key of new Set([...Object.keys(doc.boards).filter((k) => k.startsWith(PUZZLE_PREFIX)), ...ids.map((id) => PUZZLE_PREFIX + id)])) {
    next = withBoard(next, key, (board) => {
      const { [WON]: _old, ...counts } = board.counts;
      return { ...board, counts: solved.has(key.slice(PUZZLE_PREFIX.length)) ? { ...counts, [WON]: 1 } : counts };
    });
  }
  return next;
}

const isIds = isArrayOf((value: unknown): value is string => typeof value === 'string');

/** The ids of solved puzzles kept apart (`<gameKey>:<suffix>`, e.g. Crossclimb's ':solved' version 1), to migrate from. */
export function solvedIdsFormat(suffix: string, version: number): LegacyFormat {
  return { suffix, version, fold: (doc, data) => (isIds(data) ? withSolvedIdsIn(doc, data) : undefined) };
}
