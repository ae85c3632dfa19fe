import { applyHint, clearPath, currentPath, isFlawless, newGame, redoPath, setPath, undoPath } from './game';
import { generatePuzzle } from './generator';
import { isSavedGame } from './serialize';

const request = { mode: 'unlimited' as const, difficulty: 'easy' as const, seed: 'game-test' };
const fresh = () => newGame(request, generatePuzzle(request.seed, request.difficulty));

describe('game', () => {
  it('wins when the path is complete, flawless without hints or backtracking', () => {
    let game = fresh();
    for (let i = 1; i <= game.solution.length; i++) game = setPath(game, game.solution.slice(0, i));
    expect(game.solved).toBe(true);
    expect(isFlawless(game)).toBe(true);
    expect(setPath(game, [])).toBe(game); // a solved game is final
  });

  it('counts backtracks and undo; redo restores', () => {
    let game = fresh();
    game = setPath(game, game.solution.slice(0, 3));
    game = setPath(game, game.solution.slice(0, 2));
    expect(game.backtracks).toBe(1);
    game = undoPath(game);
    expect(currentPath(game)).toEqual(game.solution.slice(0, 3));
    game = redoPath(game);
    expect(currentPath(game)).toEqual(game.solution.slice(0, 2));
    expect(isFlawless(game)).toBe(false);
    expect(currentPath(clearPath(game))).toEqual([]);
  });

  it('hints one solution step at a time from the longest correct prefix', () => {
    let game = fresh();
    const first = applyHint(game);
    expect(first.hint?.path).toEqual([game.solution[0]]);
    expect(first.hint?.reason).toMatch(/starts at 1/);
    game = first.game;
    // A wrong detour is removed by the next hint.
    const wrongTail = game.solution.slice(0, 1);
    const { hint } = applyHint(setPath(game, wrongTail));
    expect(hint?.path).toEqual(game.solution.slice(0, 2));
    expect(hint?.reason.length).toBeGreaterThan(5);
    let solvedByHints = fresh();
    for (let i = 0; i < solvedByHints.solution.length; i++) solvedByHints = applyHint(solvedByHints).game;
    expect(solvedByHints.solved).toBe(true);
    expect(solvedByHints.hints).toBe(solvedByHints.solution.length);
  });

  it('gives a reason for forced steps on easy puzzles', () => {
    let game = applyHint(fresh()).game;
    const reasons: string[] = [];
    for (let i = 1; i < game.solution.length; i++) {
      const step = applyHint(game);
      reasons.push(step.hint!.reason);
      game = step.game;
    }
    // Easy puzzles need no lookahead: every step has a stated rule, never just "next step".
    expect(reasons.every((reason) => reason !== 'Next step of the solution.')).toBe(true);
  });

  it('validates saved games and rejects corrupt ones', () => {
    const game = setPath(fresh(), fresh().solution.slice(0, 4));
    expect(isSavedGame(JSON.parse(JSON.stringify(game)))).toBe(true);
    expect(isSavedGame({ ...game, history: { ...game.history, present: [game.solution[1]] } })).toBe(false);
    expect(isSavedGame({ ...game, solution: game.solution.slice(0, 5) })).toBe(false);
    expect(isSavedGame({ ...game, difficulty: 'impossible' })).toBe(false);
    expect(isSavedGame('nonsense')).toBe(false);
  });
});
