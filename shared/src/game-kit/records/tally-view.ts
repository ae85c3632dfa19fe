// The opponent games' view of the records document (what their `<gameKey>:tally` holds, opponent/tally.ts):
// wins, losses and draws per level, or per board and level ('3:easy'). Pure.
import { isTallies, type Tallies } from '../opponent/tally';
import { withBoard, type RecordsDocument } from './document';
import type { LegacyFormat } from './migrations';

const TALLY_COUNTERS = ['wins', 'losses', 'draws'] as const;

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

/** An opponent game's tallies kept apart (`<gameKey>:<suffix>`, e.g. 'chess:tally' version 1), to migrate from. */
export function tallyFormat(suffix: string, version: number): LegacyFormat {
  return { suffix, version, fold: (doc, data) => (isTallies(data) ? withTalliesIn(doc, data) : undefined) };
}
