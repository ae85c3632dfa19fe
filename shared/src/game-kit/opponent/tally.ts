// The record of games against the computer: wins, losses and draws per level (or per board and level), the pure
// core (its store, in the game's records document, is tally-store.ts). Opponent games (chess, reversi,
// tic-tac-toe) show "Wins / Losses / Draws vs <level>" from it.

export type Verdict = 'win' | 'loss' | 'draw';

export interface TallyEntry {
  wins: number;
  losses: number;
  draws: number;
}

/** Entries by key: the level ('easy', '3') or whatever the game counts apart ('3:easy'). */
export type Tallies = Record<string, TallyEntry>;

export const NO_GAMES: TallyEntry = Object.freeze({ wins: 0, losses: 0, draws: 0 });

const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isTallyEntry = (value: unknown): value is TallyEntry =>
  isObject(value) && isCount(value.wins) && isCount(value.losses) && isCount(value.draws);

export const isTallies = (value: unknown): value is Tallies => isObject(value) && Object.values(value).every(isTallyEntry);

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
