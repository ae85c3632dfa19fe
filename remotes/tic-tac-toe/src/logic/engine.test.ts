import { boardOf, emptyCells, markToMove, other, outcomeOf, VARIANTS, type Cell, type Mark } from './board';
import { chooseMove, scoreMoves } from './engine';

const V3 = VARIANTS['3'];

/**
 * Every game Impossible can be in: at its turns every move it might pick (all the best-scored ones, since it
 * chooses at random among them), at the opponent's turns every empty cell. Returns how the games ended.
 */
function everyGame(computer: Mark, first: Mark) {
  const tally = { games: 0, computerWins: 0, draws: 0, losses: 0 };
  const walk = (moves: number[]) => {
    const board = boardOf(V3, first, moves);
    const outcome = outcomeOf(board, V3);
    if (outcome.over) {
      tally.games++;
      if (!outcome.win) tally.draws++;
      else if (outcome.win.mark === computer) tally.computerWins++;
      else tally.losses++;
      return;
    }
    const toMove = markToMove(first, moves.length);
    if (toMove === computer) {
      const scored = scoreMoves(board, V3, computer);
      const best = Math.max(...scored.map((s) => s.score));
      for (const { move } of scored.filter((s) => s.score === best)) walk([...moves, move]);
    } else {
      for (const cell of emptyCells(board)) walk([...moves, cell]);
    }
  };
  walk([]);
  return tally;
}

describe('Impossible on 3×3', () => {
  it.each([
    ['X', 'X'],
    ['X', 'O'],
    ['O', 'X'],
    ['O', 'O'],
  ] as const)('never loses playing %s when %s starts, against every line of play', (computer, first) => {
    const tally = everyGame(computer, first);
    expect(tally.losses).toBe(0);
    expect(tally.games).toBeGreaterThan(100);
    expect(tally.computerWins).toBeGreaterThan(0);
  });

  it('takes a win at once and blocks a loss', () => {
    // X X . / O O . / . . . with X to move: X wins at 2.
    const board = boardOf(V3, 'X', [0, 3, 1, 4]);
    expect(chooseMove({ board, variant: V3, mark: 'X', level: 'impossible', seed: 's' })).toBe(2);
    // X X . / O . . / . . . with O to move: O must block at 2.
    const threat = boardOf(V3, 'X', [0, 3, 1]);
    expect(chooseMove({ board: threat, variant: V3, mark: 'O', level: 'impossible', seed: 's' })).toBe(2);
  });

  it('varies between equally good openings', () => {
    const empty: Cell[] = Array(9).fill(null);
    const picks = new Set(Array.from({ length: 40 }, (_, i) => chooseMove({ board: empty, variant: V3, mark: 'X', level: 'impossible', seed: `v${i}` })));
    expect(picks.size).toBeGreaterThan(1);
  });
});

describe('the levels', () => {
  /** Plays `games` games of level A (X, starting) against perfect O; returns O's wins. */
  function lossesAgainstPerfect(level: 'easy' | 'medium', games: number) {
    let lost = 0;
    for (let g = 0; g < games; g++) {
      const moves: number[] = [];
      for (;;) {
        const board = boardOf(V3, 'X', moves);
        const outcome = outcomeOf(board, V3);
        if (outcome.over) {
          if (outcome.win?.mark === 'O') lost++;
          break;
        }
        const mark = markToMove('X', moves.length);
        moves.push(chooseMove({ board, variant: V3, mark, level: mark === 'X' ? level : 'impossible', seed: `g${g}` }));
      }
    }
    return lost;
  }

  it('Easy blunders far more often than Medium, and is the same for the same seed', () => {
    const easy = lossesAgainstPerfect('easy', 60);
    const medium = lossesAgainstPerfect('medium', 60);
    expect(easy).toBeGreaterThan(medium);
    expect(easy).toBeGreaterThan(20);
    expect(lossesAgainstPerfect('easy', 60)).toBe(easy);
  });
});

describe('Impossible on the bigger boards (depth-limited search)', () => {
  it.each(['4', '5'] as const)('on %s×%s takes a win and blocks four in a row', (size) => {
    const variant = VARIANTS[size];
    const n = variant.size;
    // X has three on the top row (0,1,2), O three on the second row: X to move wins at 3.
    const win = boardOf(variant, 'X', [0, n, 1, n + 1, 2, n + 2]);
    expect(chooseMove({ board: win, variant, mark: 'X', level: 'impossible', seed: 'w' })).toBe(3);
    // O to move must block X's row at 3 (O has only two).
    const block = boardOf(variant, 'X', [0, n, 1, n + 1, 2]);
    expect(chooseMove({ board: block, variant, mark: 'O', level: 'impossible', seed: 'b' })).toBe(3);
  });

  it('beats no one by accident: a full 4×4 game of Impossible against itself is a draw', () => {
    const variant = VARIANTS['4'];
    const moves: number[] = [];
    let mark: Mark = 'X';
    while (!outcomeOf(boardOf(variant, 'X', moves), variant).over) {
      moves.push(chooseMove({ board: boardOf(variant, 'X', moves), variant, mark, level: 'impossible', seed: 'self' }));
      mark = other(mark);
    }
    expect(outcomeOf(boardOf(variant, 'X', moves), variant)).toEqual({ over: true, win: null });
  });
});
