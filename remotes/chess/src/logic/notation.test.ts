import { Chess } from 'chess.js';
import { sanOfUci, spokenSan, squareLabel } from './notation';

describe('spoken moves', () => {
  it.each([
    ['e4', 'e4'],
    ['Nf3', 'knight f3'],
    ['exd5', 'e takes d5'],
    ['Qxf7#', 'queen takes f7, checkmate'],
    ['Bb5+', 'bishop b5, check'],
    ['O-O', 'castles kingside'],
    ['O-O-O+', 'castles queenside, check'],
    ['e8=Q', 'e8 promotes to queen'],
    ['bxa1=N+', 'b takes a1 promotes to knight, check'],
  ])('%s is said as "%s"', (san, spoken) => expect(spokenSan(san)).toBe(spoken));
});

describe('SAN of an engine move', () => {
  it('names legal moves and rejects the rest', () => {
    const chess = new Chess();
    expect(sanOfUci(chess, 'g1f3')).toBe('Nf3');
    expect(sanOfUci(chess, 'e2e5')).toBeNull();
    expect(sanOfUci(new Chess('8/4P3/8/8/8/8/k7/4K3 w - - 0 1'), 'e7e8q')).toBe('e8=Q');
  });
});

describe('square labels', () => {
  it('names the square and its piece', () => {
    expect(squareLabel('e4', 'wN')).toBe('e4, white knight');
    expect(squareLabel('d8', 'bQ')).toBe('d8, black queen');
    expect(squareLabel('a1', undefined)).toBe('a1, empty');
  });
});
