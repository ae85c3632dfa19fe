import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { DIFFICULTIES } from './src/logic/difficulty';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'word-search',
  ready: { testId: 'word-search-grid' },
  storageKeys: [...storageKeys('word-search', DIFFICULTIES), 'word-search:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 1,
  title: 'Word Search',
  tagline: 'Find the hidden words in themed letter grids',
  categories: ['puzzle', 'word', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 500, alt: 'A word search letter grid with the words PLAY, WORD, GAME and PUZZLE highlighted and a word list below' },
  metadata: {
    title: 'Play Word Search Online Free - Themed Letter Grids',
    socialTitle: 'Word Search: Find Every Hidden Word',
    keywords: 'word search, word find, word puzzle, hidden words, themed word search, free online word search',
    description: 'Find the hidden words in themed letter grids. Drag across rows, columns and diagonals, from easy 8x8 boards to hard 15x15 grids.',
  },
};
