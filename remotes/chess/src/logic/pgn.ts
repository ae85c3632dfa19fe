// The game as PGN (Portable Game Notation) for export: the moves plus the seven-tag roster we know.
import { replay, type GameRecord } from './record';
import { resultTag, type Outcome } from './status';

export function playerNames(record: Pick<GameRecord, 'mode' | 'playerColor' | 'level'>): { white: string; black: string } {
  if (record.mode !== 'computer') return { white: 'White', black: 'Black' };
  const computer = `Computer level ${record.level}`;
  return record.playerColor === 'w' ? { white: 'Player', black: computer } : { white: computer, black: 'Player' };
}

/** PGN of the record; `site` is the page origin (empty outside a browser). */
export function gamePgn(record: GameRecord, outcome: Outcome, site: string): string {
  const chess = replay(record);
  const names = playerNames(record);
  chess.setHeader('Event', 'Casual game');
  chess.setHeader('Site', site);
  chess.setHeader('White', names.white);
  chess.setHeader('Black', names.black);
  chess.setHeader('Result', resultTag(outcome));
  // The PGN standard's TimeControl tag: seconds + increment seconds.
  if (record.clock) chess.setHeader('TimeControl', `${record.clock.initialMs / 1000}+${record.clock.incrementMs / 1000}`);
  return chess.pgn();
}
