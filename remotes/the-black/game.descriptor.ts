import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'the-black',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'the-black-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the game keeps the best stars per level; the frame remembers that the help was seen.
  storageKeys: [
    'the-black:mode',
    'the-black:records',
    'the-black:stars',
    'the-black:game-daily',
    'the-black:game-3x3',
    'the-black:game-4x4',
    'the-black:game-5x5',
    'the-black:game-6x6',
    'the-black:game-7x7',
    'the-black:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 29,
  title: 'The Black',
  tagline: 'Flip tiles and their neighbours until all are black',
  categories: ['puzzle', 'skill', 'logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A 5×5 board of black and white tiles with a tap about to flip a white plus shape to black' },
  metadata: {
    title: 'The Black - Free Lights Out Puzzle Game',
    socialTitle: 'The Black: Turn Every Tile Black',
    keywords: 'the black, lights out, tile flipping puzzle, turn all black, logic puzzle, grid puzzle',
    description: 'Each tap flips a tile and its neighbours. Turn the whole board black in as few moves as possible and beat par on every level.',
  },
};
