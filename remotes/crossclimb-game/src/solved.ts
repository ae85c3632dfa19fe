import { PUZZLE_RECORDS_V1 } from '@games/shared/game-kit/records/migrations';
import { solvedIdsFormat, solvedIdsOf, withSolvedIdsIn } from '@games/shared/game-kit/records/solved-view';
import { createRecordsView } from '@games/shared/game-kit/records/store';

// The ladders solved, for the archive's ticks: each a 'puzzle:<id>' board of the records document, counted won,
// beside the puzzle session's records. Loaded with the archive dialog or when a ladder is won (in the records
// chunk the puzzle session loads after the first paint), never in the first chunk.

/** The descriptor's slug, written out: importing the descriptor here would split it from the first chunk's module. */
const GAME_KEY = 'crossclimb-game';

/** The ids of the ladders solved; the ids kept apart before (`:solved` v1) are carried over on the first read. */
export const solvedStore = createRecordsView<string[]>({
  gameKey: GAME_KEY,
  view: solvedIdsOf,
  withView: withSolvedIdsIn,
  empty: () => [],
  // The puzzle session's own older records may still be in the key the document takes over.
  legacy: [PUZZLE_RECORDS_V1],
  apart: [solvedIdsFormat('solved', 1)],
});

/** Ticks ladder `id` solved (read afresh: another tab may have ticked others since). */
export function markSolved(id: string) {
  const ids = solvedStore.load() ?? [];
  if (!ids.includes(id)) solvedStore.save([...ids, id]);
}
