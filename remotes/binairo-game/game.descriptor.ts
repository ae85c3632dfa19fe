import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'binairo-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'binairo-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('binairo-game', LEVELS), 'binairo-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 24,
  title: 'Binairo Game',
  tagline: 'Fill the grid with two colours in balanced lines',
  categories: ['logic', 'puzzle'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A binary puzzle grid of red ones and blue zeros with some cells still empty' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'binairo, takuzu, binary puzzle, 0h h1, zeros and ones puzzle, logic puzzle',
    description: 'Fill the grid with two colours: no three alike in a row, equal counts in every line, and no two rows or columns identical.',
  },
};
