import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'sequent-number-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'sequent-number-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('sequent-number-game', LEVELS), 'sequent-number-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 18,
  title: 'Sequent Number Game',
  tagline: 'Link the numbers in order through touching cells',
  categories: ['logic', 'puzzle', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A 5×5 number path grid with given numbers from 1 to 25 and the path 1 to 7 drawn through touching cells' },
  metadata: {
    title: 'Sequent Number - Free Hidato Number Path Puzzle',
    socialTitle: 'Sequent Number: Connect 1 to N',
    keywords: 'sequent number, hidato, numbrix, number path puzzle, consecutive numbers, logic puzzle',
    description: 'Fill the grid so the numbers from 1 to the last form one chain of touching cells. A Hidato-style logic puzzle with one solution.',
  },
};
