import { boardFromRows, boardToRows, emptyBoard, indexOf, SPECIAL } from './board';
import { canUndo, gameFrom, newGame, place, preview, undo, UNDO_LIMIT } from './game';
import { fittingPlacements, isDomino, type Placement } from './piece';

const placementAt = (row: number, col: number, rotation: Placement['rotation'] = 0): Placement => ({ anchor: { row, col }, rotation });

/** A game whose current piece is forced (tests set it directly; the seed still deals the next ones). */
const withPiece = (rows: string[], piece: readonly number[], fields = {}) => ({ ...gameFrom('t', boardFromRows(rows), fields), piece: piece as [number] | [number, number] });

describe('a game', () => {
  it('starts empty with a piece, the same for the same seed', () => {
    const a = newGame('abc');
    expect(a.board).toEqual(emptyBoard());
    expect(a.score).toBe(0);
    expect(a.over).toBe(false);
    expect(newGame('abc').piece).toEqual(a.piece);
  });

  it('places a piece: its tiles land, its pips score, a new piece is dealt', () => {
    const game = withPiece(['.....', '.....', '.....', '.....', '.....'], [2, 3]);
    const next = place(game, placementAt(0, 0, 1));
    expect(boardToRows(next.board)[0]).toBe('2....');
    expect(boardToRows(next.board)[1]).toBe('3....');
    expect(next.score).toBe(5);
    expect(next.turn).toBe(1);
    expect(next.lastPlaced).toEqual([0, 5]);
  });

  it('refuses a placement that does not fit, returning the same state', () => {
    const game = withPiece(['1....', '.....', '.....', '.....', '.....'], [2, 3]);
    expect(place(game, placementAt(0, 0))).toBe(game);
    expect(place(game, placementAt(0, 4))).toBe(game);
  });

  it('merges and scores the chain, and remembers the best tile made', () => {
    const game = withPiece(['33...', '.....', '22...', '.....', '.....'], [2]);
    const next = place(game, placementAt(1, 0));
    expect(boardToRows(next.board)).toEqual(['.....', '4....', '.....', '.....', '.....']);
    expect(next.score).toBe(2 + 60 + 180);
    expect(next.bestTile).toBe(4);
    expect(next.lastSteps).toHaveLength(2);
  });

  it('previews what a placement would do without playing it', () => {
    const game = withPiece(['2....', '2....', '.....', '.....', '.....'], [2, 5]);
    const shown = preview(game, placementAt(2, 0));
    expect(shown?.steps[0]).toMatchObject({ result: 3, at: indexOf({ row: 2, col: 0 }) });
    expect(preview(game, placementAt(0, 0))).toBeNull();
    expect(game.board[indexOf({ row: 2, col: 0 })]).toBe(0);
  });

  it('is over when the next piece fits nowhere', () => {
    // One cell left: a single fills it, and with no merge the board is full.
    const game = withPiece(['12121', '21212', '12121', '21212', '1212.'], [3], { turn: 40 });
    const next = place(game, placementAt(4, 4));
    expect(next.over).toBe(true);
    expect(place(next, placementAt(0, 0))).toBe(next);
  });

  it('is over when a late domino finds no two touching empty cells', () => {
    const rows = ['1.1.1', '.1.1.', '1.1.1', '.1.1.', '1.1.1'];
    const seeds = Array.from({ length: 30 }, (_, i) => `late-${i}`);
    const games = seeds.map((seed) => gameFrom(seed, boardFromRows(rows), { turn: 40 }));
    for (const game of games) expect(game.over).toBe(isDomino(game.piece));
    expect(games.some((game) => game.over)).toBe(true);
  });

  it('never ends on the opening turns while a single cell is free', () => {
    const game = gameFrom('open', boardFromRows(['1.1.1', '.1.1.', '1.1.1', '.1.1.', '1.1.1']), { turn: 2 });
    expect(game.over).toBe(false);
    expect(fittingPlacements(game.board, game.piece).length).toBeGreaterThan(0);
  });

  it('undoes the last placement once, bringing the same piece back, up to the limit', () => {
    let game = newGame('undo');
    const first = game.piece;
    game = place(game, fittingPlacements(game.board, game.piece)[0]);
    expect(canUndo(game)).toBe(true);
    game = undo(game);
    expect(game.board).toEqual(emptyBoard());
    expect(game.piece).toEqual(first);
    expect(game.undosLeft).toBe(UNDO_LIMIT - 1);
    expect(canUndo(game)).toBe(false);
    expect(undo(game)).toBe(game);
    for (let i = 0; i < UNDO_LIMIT - 1; i++) game = undo(place(game, fittingPlacements(game.board, game.piece)[0]));
    expect(game.undosLeft).toBe(0);
    expect(canUndo(place(game, fittingPlacements(game.board, game.piece)[0]))).toBe(false);
  });

  it('plays whole games to the end from fixed seeds, the same way twice', () => {
    const play = (seed: string) => {
      let game = newGame(seed);
      for (let i = 0; i < 500 && !game.over; i++) {
        const options = fittingPlacements(game.board, game.piece);
        game = place(game, options[(i * 7) % options.length]);
      }
      return game;
    };
    for (let i = 0; i < 10; i++) {
      const game = play(`full-${i}`);
      expect(game.over).toBe(true);
      expect(game.board.every((v) => v >= 0 && v <= SPECIAL)).toBe(true);
      expect(play(`full-${i}`)).toEqual(game);
    }
  });
});
