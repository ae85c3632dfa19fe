// The static evaluation on its own: colour symmetry, material sign, the side-to-move's point of view.
import { Chess } from 'chess.js';
import { createRandom } from '@games/shared/game-kit/random';
import { evaluate, insufficientMaterial, TEMPO } from './evaluate';
import { Position } from './position';

const evalOf = (fen: string) => evaluate(Position.fromFen(fen));

/** The same position with colours swapped and the board turned upside down (white's pieces become black's). */
function mirror(fen: string): string {
  const [board, side, castling, ep, half, full] = fen.split(' ');
  const swapCase = (s: string) => s.replace(/[a-z]/gi, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  const rows = swapCase(board).split('/').reverse().join('/');
  const castle = castling === '-' ? '-' : swapCase(castling).split('').sort((a, b) => 'KQkq'.indexOf(a) - 'KQkq'.indexOf(b)).join('');
  const passant = ep === '-' ? '-' : `${ep[0]}${9 - Number(ep[1])}`;
  return [rows, side === 'w' ? 'b' : 'w', castle, passant, half, full].join(' ');
}

function randomPositions(count: number, seed: string): string[] {
  const random = createRandom(seed);
  const out: string[] = [];
  while (out.length < count) {
    const chess = new Chess();
    const plies = random.int(0, 120);
    for (let i = 0; i < plies && !chess.isGameOver(); i++) chess.move(random.pick(chess.moves()));
    out.push(chess.fen());
  }
  return out;
}

describe('evaluation', () => {
  it('scores symmetric positions as level, apart from the bonus for having the move', () => {
    const symmetric = [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1',
      'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3',
      '4k3/pp4pp/8/8/8/8/PP4PP/4K3 b - - 0 30',
      '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
    ];
    for (const fen of symmetric) expect(evalOf(fen)).toBe(TEMPO);
  });

  it('gives the same score to a position and its colour-mirrored twin', () => {
    for (const fen of randomPositions(40, 'mirror')) expect(evalOf(mirror(fen))).toBe(evalOf(fen));
  });

  it('is positive for the side with more material and negative for the other', () => {
    // White has an extra queen.
    expect(evalOf('rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).toBeGreaterThan(700);
    expect(evalOf('rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1')).toBeLessThan(-700);
    // Black is a rook up in an endgame.
    expect(evalOf('r3k3/8/8/8/8/8/8/4K3 b - - 0 1')).toBeGreaterThan(400);
    expect(evalOf('r3k3/8/8/8/8/8/8/4K3 w - - 0 1')).toBeLessThan(-400);
  });

  it('ranks material the usual way: queen > rook > bishop ~ knight > pawn', () => {
    const extra = (piece: string) => evalOf(`4k3/8/8/8/3${piece}4/8/8/4K3 w - - 0 1`);
    expect(extra('Q')).toBeGreaterThan(extra('R'));
    expect(extra('R')).toBeGreaterThan(extra('B'));
    expect(extra('B')).toBeGreaterThan(extra('P'));
    expect(extra('N')).toBeGreaterThan(extra('P'));
    expect(Math.abs(extra('B') - extra('N'))).toBeLessThan(100);
  });

  it('turns the sign with the side to move, and only by the tempo bonus otherwise', () => {
    for (const fen of randomPositions(20, 'side')) {
      const flipped = fen.replace(/ [wb] /, (s) => (s === ' w ' ? ' b ' : ' w ')).replace(/ [a-h][36] /, ' - ');
      const withoutEp = fen.replace(/ [a-h][36] /, ' - ');
      expect(evalOf(withoutEp) + evalOf(flipped)).toBe(2 * TEMPO);
    }
  });
});

describe('insufficient material', () => {
  it.each([
    ['king against king', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', true],
    ['a lone bishop', '4k3/8/8/8/8/8/8/2B1K3 w - - 0 1', true],
    ['a lone knight', '4k3/8/8/8/8/8/8/1N2K3 b - - 0 1', true],
    ['a rook', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', false],
    ['a pawn', '4k3/8/8/8/8/8/P7/4K3 w - - 0 1', false],
    ['two minor pieces', '4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1', false],
  ])('%s: %s', (_name, fen, expected) => expect(insufficientMaterial(Position.fromFen(fen))).toBe(expected));
});
