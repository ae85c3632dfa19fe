import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { DIFFICULTIES } from './src/logic/difficulty';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'tango-game',
  ready: { testId: 'tango-board' },
  // The kit's puzzle session keeps the mode and level, the records and one game per slot (the daily, then one per
  // level, read once that level is chosen); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('tango-game', DIFFICULTIES), 'tango-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 23,
  title: 'Tango Game',
  tagline: 'Balance suns and moons in every row and column',
  categories: ['logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A 6×6 grid of suns and moons with equals and cross signs between some cells' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'tango game, tango puzzle, sun and moon puzzle, binary puzzle, daily logic puzzle',
    description: 'Fill the 6x6 grid with suns and moons: three of each per row and column, no three alike in a line, and every = and x sign obeyed.',
  },
};
