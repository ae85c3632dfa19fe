// The help's example is a true position of a real board: the pack's board 36, one quartile found, the next one picked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_BOARD_INDEX, EXAMPLE_FOUND, EXAMPLE_SELECTION, EXAMPLE_TILES } from './HowToPlay';
import { isPack, keyOfPath, quartilesOf, unpackBoard, wordOf } from './logic/pack';
import { newPlay, submit, toggleTile } from './logic/play';

const pack: unknown = JSON.parse(readFileSync(join(__dirname, 'data', 'boards.data.json'), 'utf8'));

describe('the how-to-play example', () => {
  if (!isPack(pack)) throw new Error('the shipped pack is not a pack');
  const board = unpackBoard(pack.boards[EXAMPLE_BOARD_INDEX]);

  it('is a board of the shipped pack, tiles as shipped', () => {
    expect(board.tiles).toEqual(EXAMPLE_TILES);
  });

  it('shows FOOTSTOOLS found and BUTTERFLIES picked: two of its quartiles, played as the game plays them', () => {
    const quartiles = quartilesOf(board).map(keyOfPath);
    expect(quartiles).toContain(keyOfPath(EXAMPLE_FOUND));
    expect(wordOf(board, EXAMPLE_FOUND)).toBe('footstools');

    const found = submit(board, EXAMPLE_FOUND.reduce(toggleTile, newPlay()));
    expect(found.outcome).toEqual({ kind: 'found', word: 'footstools', points: 8, quartile: true, counted: true });
    const picked = EXAMPLE_SELECTION.reduce(toggleTile, found.play);
    expect(picked.selection).toEqual(EXAMPLE_SELECTION);
    // The caption's promise: submitting the picked tiles finds BUTTERFLIES, a quartile worth 8 points.
    expect(submit(board, picked).outcome).toEqual({ kind: 'found', word: 'butterflies', points: 8, quartile: true, counted: true });
  });
});
