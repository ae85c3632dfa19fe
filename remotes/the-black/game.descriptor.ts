import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'the-black',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'the-black-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); each level's best stars are on its board of the records too (the stars kept
  // apart before, `:stars`, are read and carried over); the frame remembers that the help was seen.
  // (Pure: the game's first chunk, which imports this descriptor for its slug, drops the unused call.)
  storageKeys: [.../* @__PURE__ */ storageKeys('the-black', LEVELS), 'the-black:stars', 'the-black:how-to-play-seen'],
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
