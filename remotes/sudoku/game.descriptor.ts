import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { DIFFICULTIES } from './src/logic/difficulty';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'sudoku',
  ready: { testId: 'sudoku-board' },
  // The kit's puzzle session keeps the mode and level, the records and one game per slot (the daily, then one per
  // level, read once that level is chosen); the game keeps its options; the frame remembers that the help was seen.
  storageKeys: [...storageKeys('sudoku', DIFFICULTIES), 'sudoku:settings', 'sudoku:how-to-play-seen'],
  // The dealer and the hint engine load beside the first pack, outside the first chunk.
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 2,
  title: 'Sudoku',
  tagline: 'Place 1 to 9 in every row, column and box',
  categories: ['puzzle', 'educational', 'logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A 9×9 sudoku grid with some digits filled in and the selected row, column and box highlighted' },
  metadata: {
    title: 'Play Sudoku Online Free - Classic 9x9 Puzzles',
    socialTitle: 'Sudoku: Classic 9x9 Number Puzzles',
    keywords: 'sudoku, sudoku online, free sudoku, 9x9 sudoku, number puzzle, logic puzzle, daily sudoku',
    description: 'Classic 9x9 Sudoku with notes, undo, hints and conflict highlights. Every puzzle has exactly one solution, from easy to expert.',
  },
};
