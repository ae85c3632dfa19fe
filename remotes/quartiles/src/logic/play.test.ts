import { keyOfPath, type Board } from './pack';
import { backspace, clearSelection, countedFound, foundWords, isComplete, isPlay, maxScoreOf, newPlay, playFits, scoreOf, submit, takeHint, toggleTile } from './play';

// Quartiles: tiles 0-3 "qu ar ti le", 4-7 "do or be ll", 8-11 … five words of four tiles.
const tiles = ['qu', 'ar', 'ti', 'le', 'do', 'or', 'be', 'll', 'ca', 'rp', 'en', 'ts', 'sn', 'ow', 'fl', 'ak', 'ba', 'sk', 'et', 'ry'];
const board: Board = {
  tiles,
  words: [[5], [1, 11], [0, 1, 11], [0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15], [16, 17, 18, 19]],
  // "quor": a rarer word the board accepts without counting it.
  extra: [[0, 5]],
};
const pick = (...path: number[]) => path.reduce(toggleTile, newPlay());

describe('play', () => {
  it('picks up to four distinct tiles; a press on the last one unpicks it', () => {
    let play = pick(0, 1);
    expect(play.selection).toEqual([0, 1]);
    expect(toggleTile(play, 0)).toBe(play);
    play = toggleTile(play, 1);
    expect(play.selection).toEqual([0]);
    expect(pick(0, 1, 2, 3, 4).selection).toEqual([0, 1, 2, 3]);
    expect(backspace(pick(0, 1)).selection).toEqual([0]);
    expect(clearSelection(pick(0, 1)).selection).toEqual([]);
  });

  it('scores 1, 2, 4 and 8 points for words of 1 to 4 tiles; each word once', () => {
    let { play, outcome } = submit(board, pick(0, 1, 11));
    expect(outcome).toEqual({ kind: 'found', word: 'quarts', points: 4, quartile: false, counted: true });
    expect(scoreOf(play)).toBe(4);
    ({ play, outcome } = submit(board, { ...play, selection: [0, 1, 11] }));
    expect(outcome.kind).toBe('again');
    ({ play, outcome } = submit(board, { ...play, selection: [0, 1, 2, 3] }));
    expect(outcome).toMatchObject({ kind: 'found', points: 8, quartile: true });
    ({ play, outcome } = submit(board, { ...play, selection: [5] }));
    expect(scoreOf(play)).toBe(13);
    ({ play, outcome } = submit(board, { ...play, selection: [1, 0] }));
    expect(outcome).toEqual({ kind: 'not-a-word', word: 'arqu' });
    expect(play.selection).toEqual([]);
    expect(foundWords(board, play)).toEqual(['quarts', 'quartile', 'or']);
    expect(submit(board, play).outcome.kind).toBe('empty');
  });

  it('scores an extra word without counting it toward the total', () => {
    const { play, outcome } = submit(board, pick(0, 5));
    expect(outcome).toEqual({ kind: 'found', word: 'quor', points: 2, quartile: false, counted: false });
    expect(scoreOf(play)).toBe(2);
    expect(countedFound(board, play)).toBe(0);
    const next = submit(board, { ...play, selection: [5] }).play;
    expect(countedFound(board, next)).toBe(1);
    expect(maxScoreOf(board)).toBe(1 + 2 + 4 + 5 * 8);
    expect(playFits(board, next)).toBe(true);
  });

  it('is complete when all five quartiles are found', () => {
    let play = newPlay();
    for (const path of board.words.filter((w) => w.length === 4)) {
      expect(isComplete(board, play)).toBe(false);
      play = submit(board, { ...play, selection: [...path] }).play;
    }
    expect(isComplete(board, play)).toBe(true);
    expect(maxScoreOf(board)).toBe(1 + 2 + 4 + 40);
  });

  it('hints the first tile of an unfound quartile, then of other words', () => {
    let play = takeHint(board, newPlay())!;
    expect(play.hintTile).toBe(0);
    expect(play.hints).toBe(1);
    play = submit(board, { ...play, selection: [0, 1, 2, 3] }).play;
    expect(play.hintTile).toBeNull();
    for (const path of board.words) play = submit(board, { ...play, selection: [...path] }).play;
    expect(takeHint(board, play)).toBeNull();
  });

  it('accepts only well-formed saves that fit the board', () => {
    const play = submit(board, pick(0, 1, 2, 3)).play;
    expect(isPlay(play)).toBe(true);
    expect(playFits(board, play)).toBe(true);
    expect(isPlay({ ...play, selection: [25] })).toBe(false);
    expect(isPlay({ found: 'x' })).toBe(false);
    expect(playFits(board, { ...play, found: [keyOfPath([1, 2])] })).toBe(false);
  });
});
