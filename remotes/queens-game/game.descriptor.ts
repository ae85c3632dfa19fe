import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { DIFFICULTY_ORDER } from './src/logic/difficulty';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'queens-game',
  ready: { testId: 'queens-board' },
  // The kit's puzzle session keeps the mode and level, the records and one game per slot (the daily, then one per
  // level, read once that level is chosen); the game keeps its options; the frame remembers that the help was seen.
  storageKeys: [...storageKeys('queens-game', DIFFICULTY_ORDER), 'queens-game:settings', 'queens-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 21,
  title: 'Queens Game',
  tagline: 'One queen in every row, column and colour region',
  categories: ['logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A 6×6 grid of coloured regions with black crowns placed one per row, column and region, and crosses on blocked cells' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'queens game, queens puzzle, daily queens, coloured regions puzzle, logic puzzle, star battle',
    description: 'Place one queen in every row, column and coloured region, with no two queens touching, not even diagonally. A fresh logic puzzle daily.',
  },
};
