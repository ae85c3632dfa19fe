import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { DIFFICULTIES } from './src/logic/difficulty';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'zip-game',
  ready: { testId: 'zip-board' },
  storageKeys: [...storageKeys('zip-game', DIFFICULTIES), 'zip-game:how-to-play-seen'],
  // 25 KB until the puzzle session published the home page's progress and opened ?mode=daily (+319 B gzip).
  firstLoadBudgetKb: 25.5,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 22,
  title: 'Zip Game',
  tagline: 'Draw one path through every cell, numbers in order',
  categories: ['casual', 'skill'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A grid with numbered circles 1 to 6 and an orange path winding through the cells in order' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'zip game, zip puzzle, path puzzle, fill the grid, connect numbers in order, daily puzzle',
    description: 'Draw one path that visits every cell of the grid, passes the numbers in order and never crosses a wall. Quick, satisfying daily puzzles.',
  },
};
