// The opponent games' view of the records document (what their `<gameKey>:tally` held): wins, losses and draws
// per level, or per board and level ('3:easy'). Pure.
import { isCount, isObject } from '../guards';
import { withBoard, type RecordsDocument } from './document';

export interface TallyEntry {
  wins: number;
  losses: number;
  draws: number;
}

/** Entries by key: the level ('easy', '3') or whatever the game counts apart ('3:easy'). */
export type Tallies = Record<string, TallyEntry>;

const TALLY_COUNTERS = ['wins', 'losses', 'draws'] as const;

export const isTallyEntry = (value: unknown): value is TallyEntry =>
  isObject(value) && isCount(value.wins) && isCount(value.losses) && isCount(value.draws);

/** The shape of an opponent game's `:tally` (and the tally view's). */
export const isTallies = (value: unknown): value is Tallies => isObject(value) && Object.values(value).every(isTallyEntry);

/** The tallies the document holds: the boards that count wins, losses or draws. */
export function talliesOf(doc: RecordsDocument): Tallies {
  const tallies: Tallies = {};
  for (const [key, { counts }] of Object.entries(doc.boards)) {
    if (TALLY_COUNTERS.some((counter) => counts[counter] !== undefined)) tallies[key] = { wins: counts.wins ?? 0, losses: counts.losses ?? 0, draws: counts.draws ?? 0 };
  }
  return tallies;
}

/** The document holding `tallies` as its tallies; what else it holds is kept. */
export function withTalliesIn(doc: RecordsDocument, tallies: Tallies): RecordsDocument {
  let next = doc;
  for (const key of new Set([...Object.keys(doc.boards), ...Object.keys(tallies)])) {
    const entry = Object.prototype.hasOwnProperty.call(tallies, key) ? tallies[key] : undefined;
    next = withBoard(next, key, (board) => {
      const counts = Object.fromEntries(Object.entries(board.counts).filter(([counter]) => !(TALLY_COUNTERS as readonly string[]).includes(counter)));
      return { ...board, counts: entry ? { ...counts, wins: entry.wins, losses: entry.losses, draws: entry.draws } : counts };
    });
  }
  return next;
}
