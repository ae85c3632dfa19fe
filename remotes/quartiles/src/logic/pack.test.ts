import { isPack, keyOfPath, packBoard, pathOfKey, quartilesOf, unpackBoard, wordOf } from './pack';
import { enumerateWords } from './enumerate';
import { dealIndex } from './deal';

const tiles = ['qu', 'ar', 'ti', 'le', 'do', 'or', 'be', 'll', 'ca', 'rp', 'en', 'ts', 'sn', 'ow', 'fl', 'ak', 'ba', 'sk', 'et', 'ry'];
const board = { tiles, words: [[5], [0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15], [16, 17, 18, 19]], extra: [[0, 5]] };

describe('pack', () => {
  it('packs and unpacks a board', () => {
    expect(keyOfPath([0, 3, 19])).toBe('adt');
    expect(pathOfKey('adt')).toEqual([0, 3, 19]);
    const packed = packBoard(board);
    expect(unpackBoard(packed)).toEqual(board);
    expect(packed.x).toBe('af');
    expect(unpackBoard({ ...packed, x: '' }).extra).toEqual([]);
    expect(isPack({ v: 2, boards: [packed] })).toBe(true);
    expect(isPack({ v: 2, boards: [{ ...packed, t: 'a b' }] })).toBe(false);
    expect(isPack({ v: 2, boards: [{ t: packed.t, w: packed.w }] })).toBe(false);
    // Pack 1 (before issue 28's answer policy) is not this build's.
    expect(isPack({ v: 1, boards: [packed] })).toBe(false);
    expect(quartilesOf(board).map((q) => wordOf(board, q))).toEqual(['quartile', 'doorbell', 'carpents', 'snowflak', 'basketry']);
  });

  it('enumerates every word of 1 to 4 distinct tiles', () => {
    const words = new Set(['quartile', 'or', 'quarts', 'ququ']);
    const found = enumerateWords(tiles, { isWord: (t) => words.has(t), isPrefix: () => true });
    expect(found.map((f) => f.word).sort()).toEqual(['or', 'quartile', 'quarts']);
  });

  it('deals the same board for the same seed or date', () => {
    expect(dealIndex({ mode: 'unlimited', seed: 'x' }, 150)).toBe(dealIndex({ mode: 'unlimited', seed: 'x' }, 150));
    expect(dealIndex({ mode: 'daily', date: '2026-11-23' }, 150)).toBe(dealIndex({ mode: 'daily', date: '2026-11-23' }, 150));
  });
});
