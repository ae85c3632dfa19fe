// Move text as players read and hear it: piece names, spoken SAN for screen readers, square labels.
import type { Chess } from 'chess.js';
import { uciOf } from './record';

export type PieceLetter = 'P' | 'N' | 'B' | 'R' | 'Q' | 'K';
/** A coloured piece as the board shows it: 'wK', 'bP'. */
export type PieceCode = `${'w' | 'b'}${PieceLetter}`;

export const PIECE_NAMES: Record<PieceLetter, string> = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };

const pieceName = (letter: string) => PIECE_NAMES[letter.toUpperCase() as PieceLetter] ?? letter;

/** SAN as a screen reader should say it: "Nxe5+" → "knight takes e5, check". */
export function spokenSan(san: string): string {
  return san
    .replace('O-O-O', 'castles queenside')
    .replace('O-O', 'castles kingside')
    .replace(/^([NBRQK])/, (p) => `${pieceName(p)} `)
    .replace('x', ' takes ')
    .replace(/=([NBRQ])/, (_, p: string) => ` promotes to ${pieceName(p)}`)
    .replace('+', ', check')
    .replace('#', ', checkmate')
    .replace(/ {2,}/g, ' ');
}

/** The SAN of a legal move given as UCI in this position, or null when it is not legal here. */
export function sanOfUci(chess: Chess, uci: string): string | null {
  return chess.moves({ verbose: true }).find((m) => uciOf(m) === uci)?.san ?? null;
}

/** A board square's accessible name: "e4, white knight" or "e4, empty". */
export function squareLabel(square: string, piece: PieceCode | undefined): string {
  return piece ? `${square}, ${piece[0] === 'w' ? 'white' : 'black'} ${pieceName(piece[1])}` : `${square}, empty`;
}
