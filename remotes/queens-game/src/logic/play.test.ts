import { cellAt } from './board';
import { generatePuzzle } from './generator';
import { CROSS, EMPTY, QUEEN } from './marks';
import {
  clearBoard,
  conflictsOf,
  cycleCell,
  isFlawless,
  marksOf,
  newGame,
  paintCells,
  redoMove,
  setMarks,
  takeHint,
  toggleCell,
  undoMove,
} from './play';
import { fromSaved, isSavedGame, toSaved } from './serialize';

const puzzle = generatePuzzle('play-test', 'easy');
const at = (row: number, col: number) => cellAt(puzzle.size, row, col);

describe('playing', () => {
  it('cycles empty → × → queen → empty and toggles with Q and X', () => {
    let game = newGame(puzzle, 'unlimited');
    game = cycleCell(game, 0);
    expect(marksOf(game)[0]).toBe(CROSS);
    game = cycleCell(game, 0);
    expect(marksOf(game)[0]).toBe(QUEEN);
    game = cycleCell(game, 0);
    expect(marksOf(game)[0]).toBe(EMPTY);
    game = toggleCell(game, 0, QUEEN);
    expect(marksOf(game)[0]).toBe(QUEEN);
    game = toggleCell(game, 0, QUEEN);
    expect(marksOf(game)[0]).toBe(EMPTY);
  });

  it('paints × over empty cells only, or erases ×s, and a drag is one undo step', () => {
    let game = toggleCell(newGame(puzzle, 'unlimited'), at(0, 2), QUEEN);
    game = setMarks(game, paintCells(marksOf(game), [at(0, 0), at(0, 1)], false));
    game = setMarks(game, paintCells(marksOf(game), [at(0, 2), at(0, 3)], false), true);
    expect([0, 1, 2, 3].map((col) => marksOf(game)[at(0, col)])).toEqual([CROSS, CROSS, QUEEN, CROSS]);
    game = undoMove(game);
    expect([0, 1, 2, 3].map((col) => marksOf(game)[at(0, col)])).toEqual([EMPTY, EMPTY, QUEEN, EMPTY]);
    game = redoMove(game);
    expect(paintCells(marksOf(game), [at(0, 0), at(0, 2)], true).slice(0, 3)).toEqual([EMPTY, CROSS, QUEEN]);
  });

  it('counts clashing queens as mistakes and marks them', () => {
    let game = toggleCell(newGame(puzzle, 'unlimited'), at(0, 0), QUEEN);
    game = toggleCell(game, at(1, 1), QUEEN);
    expect(game.mistakes).toBe(1);
    expect([...conflictsOf(game)].sort((a, b) => a - b)).toEqual([at(0, 0), at(1, 1)]);
    expect(isFlawless(game)).toBe(false);
    game = clearBoard(game);
    expect(marksOf(game).every((mark) => mark === EMPTY)).toBe(true);
  });

  it('detects the win and then ignores further input', () => {
    let game = newGame(puzzle, 'daily', '2026-01-05');
    puzzle.solution.forEach((col, row) => {
      game = toggleCell(game, at(row, col), QUEEN);
    });
    expect(game.won).toBe(true);
    expect(isFlawless(game)).toBe(true);
    expect(cycleCell(game, 0)).toBe(game);
    expect(undoMove(game)).toBe(game);
  });

  it('counts hints', () => {
    const { game, hint } = takeHint(newGame(puzzle, 'unlimited'));
    expect(hint).not.toBeNull();
    expect(game.hints).toBe(1);
    expect(isFlawless(game)).toBe(false);
  });
});

describe('saving', () => {
  it('round-trips a game and rejects corrupt saves', () => {
    const game = toggleCell(newGame(puzzle, 'daily', '2026-01-05'), at(0, 0), CROSS);
    const saved = JSON.parse(JSON.stringify(toSaved(game)));
    expect(isSavedGame(saved)).toBe(true);
    const restored = fromSaved(saved);
    expect(marksOf(restored)).toEqual(marksOf(game));
    expect(restored.dailyDate).toBe('2026-01-05');
    expect(isSavedGame({ ...saved, marks: saved.marks.slice(1) })).toBe(false);
    expect(isSavedGame({ ...saved, solution: saved.solution.map(() => 0) })).toBe(false);
    expect(isSavedGame({ ...saved, regions: saved.regions.map(() => 0) })).toBe(false);
    expect(isSavedGame({ ...saved, difficulty: 'impossible' })).toBe(false);
    expect(isSavedGame(null)).toBe(false);
  });
});
