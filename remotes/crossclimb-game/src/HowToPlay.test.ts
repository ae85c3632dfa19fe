// The help's example is a true position of a real ladder: archive puzzle #1 as dealt, reached by playing it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_BOARD, EXAMPLE_PUZZLE } from './HowToPlay';
import { endsOpen, initialBoard, isBoard, phaseOf, type Board } from './logic/board';
import { isLadderPack } from './logic/content';
import { archiveSeed, dealFromPack } from './logic/deal';
import { applyMove, type Move } from './logic/rules';

const pack: unknown = JSON.parse(readFileSync(join(__dirname, 'data', 'ladders.data.json'), 'utf8'));

const typed = (word: number, letters: string): Move[] => [...letters].map((letter, col) => ({ kind: 'type', word, col, letter }));

describe('the how-to-play example', () => {
  it('is archive puzzle #1 of the shipped bank, as the game deals it', () => {
    expect(isLadderPack(pack)).toBe(true);
    if (!isLadderPack(pack)) return;
    expect(dealFromPack(pack, { mode: 'unlimited', seed: archiveSeed(1) })).toEqual(EXAMPLE_PUZZLE);
  });

  it('is reached by playing: the middle rungs typed, moved into ladder order, then the ends', () => {
    const { words, start } = EXAMPLE_PUZZLE;
    const moves: Move[] = [1, 2, 3, 4, 5].flatMap((word) => typed(word, words[word]));
    // Each middle rung dragged into its ladder place, top first, as the Up / Down buttons or a drag do.
    let board: Board = moves.reduce((now, move) => applyMove(EXAMPLE_PUZZLE, now, move), initialBoard(EXAMPLE_PUZZLE));
    expect(board.order).toEqual(start);
    expect(phaseOf(EXAMPLE_PUZZLE, board)).toBe('order');
    for (let place = 0; place < 5; place += 1) board = applyMove(EXAMPLE_PUZZLE, board, { kind: 'move', from: board.order.indexOf(place + 1), to: place });
    expect(endsOpen(EXAMPLE_PUZZLE, board)).toBe(true);
    board = [...typed(0, 'back'), ...typed(6, 'ya')].reduce((now, move) => applyMove(EXAMPLE_PUZZLE, now, move), board);

    expect(board).toEqual(EXAMPLE_BOARD);
    expect(isBoard(EXAMPLE_BOARD)).toBe(true);
    expect(phaseOf(EXAMPLE_PUZZLE, EXAMPLE_BOARD)).toBe('ends');
  });
});
