import { edgeId, type FlowPuzzle } from './board';
import { applyFlowMove, emptyBoard } from './flows';
import { dealWords, moveWords, selectedWords, shareLine } from './words';

// 3×3: A joins 0 and 2 along the top, B joins 3 and 8 (3-4-5-8), C joins 6 and 7.
const puzzle: FlowPuzzle = { size: 3, ends: [[0, 2], [3, 8], [6, 7]] };

describe('words', () => {
  it('names the dealt board, its walls and bridges', () => {
    expect(dealWords(puzzle, 'daily', 'p7-1')).toBe('The daily puzzle: 3 by 3, 3 colours.');
    expect(dealWords({ ...puzzle, walls: [edgeId(0, 1)], bridges: [4] }, 'unlimited', 'w7-3')).toBe('7×7 walls, level 3: 3 by 3, 3 colours, 1 walls, 1 bridge.');
    expect(dealWords({ ...puzzle, bridges: [4, 5] }, 'unlimited', 'p5-1')).toBe('5×5, level 1: 3 by 3, 3 colours, 2 bridges.');
  });

  it('says what a move drew, joined or cut', () => {
    const empty = emptyBoard(puzzle);
    const drawn = applyFlowMove(puzzle, empty, { colour: 1, path: [3, 4] });
    expect(moveWords(puzzle, empty, empty)).toBeNull();
    expect(moveWords(puzzle, empty, drawn)).toBe('Flow B, 2 cells. 0 of 3 flows, pipe 22%.');
    const joined = applyFlowMove(puzzle, drawn, { colour: 0, path: [0, 1, 4, 5, 2] });
    expect(moveWords(puzzle, drawn, joined)).toBe('Flow A joined. Another flow was cut. 1 of 3 flows, pipe 55%.');
  });

  it('says the flow a key picks and where its keys draw from', () => {
    expect(selectedWords(puzzle, 0, [])).toBe('Flow A selected, not drawn. Arrow keys draw from A1.');
    expect(selectedWords(puzzle, 1, [3, 4])).toBe('Flow B selected, 2 cells drawn. Arrow keys draw from B2.');
    expect(selectedWords(puzzle, 0, [0, 1, 2])).toBe('Flow A selected, joined. Arrow keys draw from C1.');
  });

  it('writes the share line with the stars earned', () => {
    const board = { ...emptyBoard(puzzle), moves: 3 };
    expect(shareLine(puzzle, board, 'daily', 'p7-1', 0)).toBe('Daily · 3 flows · 3 moves ★★★');
    expect(shareLine(puzzle, { ...board, moves: 6 }, 'unlimited', 'p7-12', 1)).toBe('7×7 level 12 · 3 flows · 6 moves ★☆☆');
  });
});
