// What the position means for the game: still playing, or which result and why.
import type { Chess } from 'chess.js';
import type { Color, GameRecord } from './record';

export type Outcome =
  | { over: false }
  | {
      over: true;
      winner: Color | null;
      reason: 'checkmate' | 'stalemate' | 'threefold repetition' | 'fifty-move rule' | 'insufficient material' | 'resignation' | 'agreement' | 'time' | 'timeout vs insufficient material';
    };

/** Whether `color` has anything but its king: with a lone king it cannot mate, so its opponent's flag fall is a draw. */
function hasMoreThanKing(chess: Chess, color: Color): boolean {
  return chess.board().some((row) => row.some((cell) => cell !== null && cell.color === color && cell.type !== 'k'));
}

export function outcomeOf(record: GameRecord, chess: Chess): Outcome {
  if (record.ending?.kind === 'resign') return { over: true, winner: record.ending.loser === 'w' ? 'b' : 'w', reason: 'resignation' };
  if (record.ending?.kind === 'agreed') return { over: true, winner: null, reason: 'agreement' };
  if (record.ending?.kind === 'timeout') {
    // As on Lichess (and FIDE 6.9): running out of time loses, unless the opponent could never mate.
    const winner: Color = record.ending.loser === 'w' ? 'b' : 'w';
    return hasMoreThanKing(chess, winner) ? { over: true, winner, reason: 'time' } : { over: true, winner: null, reason: 'timeout vs insufficient material' };
  }
  if (chess.isCheckmate()) return { over: true, winner: chess.turn() === 'w' ? 'b' : 'w', reason: 'checkmate' };
  if (chess.isStalemate()) return { over: true, winner: null, reason: 'stalemate' };
  if (chess.isInsufficientMaterial()) return { over: true, winner: null, reason: 'insufficient material' };
  if (chess.isThreefoldRepetition()) return { over: true, winner: null, reason: 'threefold repetition' };
  if (chess.isDrawByFiftyMoves()) return { over: true, winner: null, reason: 'fifty-move rule' };
  return { over: false };
}

export const colorName = (c: Color) => (c === 'w' ? 'White' : 'Black');

/** PGN result tag: '1-0', '0-1', '1/2-1/2' or '*'. */
export function resultTag(outcome: Outcome): string {
  if (!outcome.over) return '*';
  if (outcome.winner === null) return '1/2-1/2';
  return outcome.winner === 'w' ? '1-0' : '0-1';
}

export function describeOutcome(outcome: Outcome): string {
  if (!outcome.over) return '';
  if (outcome.winner === null) return `Draw by ${outcome.reason}.`;
  if (outcome.reason === 'time') return `${colorName(outcome.winner)} wins on time.`;
  return `${colorName(outcome.winner)} wins by ${outcome.reason}.`;
}
