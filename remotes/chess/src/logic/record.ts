// A game as it is played and saved: start position, moves as UCI, mode and the way it ended (if not on the board).
import { Chess, type Move as ChessMove, type Square } from 'chess.js';
import type { Clock } from './clock';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export type Color = 'w' | 'b';
export type Mode = 'computer' | 'friend';

/** A game ended off the board: by resignation, by agreement, or by a side's time running out. */
export type Ending = { kind: 'resign'; loser: Color } | { kind: 'agreed' } | { kind: 'timeout'; loser: Color };

export interface GameRecord {
  startFen: string;
  /** UCI moves: 'e2e4', 'e7e8q'. */
  moves: string[];
  mode: Mode;
  /** Computer level 1..8 (ignored in friend mode). */
  level: number;
  /** The human's colour against the computer. */
  playerColor: Color;
  ending: Ending | null;
  hintsUsed: number;
  takebacks: number;
  /** The game's clock; absent or null when untimed (and in saves from before clocks). */
  clock?: Clock | null;
  /** Counted in the record vs the computer already (a reload shows the result without counting it again). */
  counted?: boolean;
}

export function newRecord(options: { mode: Mode; level: number; playerColor: Color; startFen?: string; clock?: Clock | null }): GameRecord {
  return {
    startFen: options.startFen ?? START_FEN,
    moves: [],
    mode: options.mode,
    level: options.level,
    playerColor: options.playerColor,
    ending: null,
    hintsUsed: 0,
    takebacks: 0,
    clock: options.clock ?? null,
  };
}

export const uciOf = (m: Pick<ChessMove, 'from' | 'to' | 'promotion'>) => `${m.from}${m.to}${m.promotion ?? ''}`;

export function parseUci(uci: string): { from: Square; to: Square; promotion?: string } {
  return { from: uci.slice(0, 2) as Square, to: uci.slice(2, 4) as Square, promotion: uci.length > 4 ? uci[4] : undefined };
}

/** Replays the record with chess.js; throws on an illegal move or FEN. */
export function replay(record: Pick<GameRecord, 'startFen' | 'moves'>): Chess {
  const chess = new Chess(record.startFen);
  for (const uci of record.moves) chess.move(parseUci(uci));
  return chess;
}

/** Plays a move given as UCI (checked by chess.js); returns null when it is illegal. */
export function playMove(record: GameRecord, uci: string): GameRecord | null {
  if (record.ending) return null;
  const chess = replay(record);
  if (chess.isGameOver()) return null;
  try {
    const move = chess.move(parseUci(uci));
    return { ...record, moves: [...record.moves, uciOf(move)] };
  } catch {
    return null;
  }
}

/** Whose turn it is after the record's moves. */
export function turnOf(record: GameRecord): Color {
  const startTurn = record.startFen.split(' ')[1] === 'b' ? 'b' : 'w';
  return record.moves.length % 2 === 0 ? startTurn : startTurn === 'w' ? 'b' : 'w';
}

export const isComputerTurn = (record: GameRecord) => record.mode === 'computer' && turnOf(record) !== record.playerColor;

/**
 * Takes back the player's last move (and the computer's reply to it). In friend mode, one move.
 * Returns null when there is nothing to take back, or when the game was lost on time (the clock cannot be wound back).
 */
export function takeback(record: GameRecord): GameRecord | null {
  if (record.ending?.kind === 'timeout') return null;
  const moves = record.moves.slice();
  if (record.mode === 'friend') {
    if (!moves.length) return null;
    moves.pop();
  } else {
    // Remove moves until it is the player's turn again, having removed at least one of the player's moves.
    let removedPlayerMove = false;
    while (moves.length) {
      const mover = turnOf({ ...record, moves: moves.slice(0, -1) });
      moves.pop();
      if (mover === record.playerColor) {
        removedPlayerMove = true;
        break;
      }
    }
    if (!removedPlayerMove) return null;
  }
  return { ...record, moves, ending: null, takebacks: record.takebacks + 1 };
}

export const canTakeback = (record: GameRecord) => takeback(record) !== null;
