import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal knows about this game: its catalogue record, and what the e2e drills and benches need (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: '__SLUG__',
  // The board; Game.tsx gives it this test id.
  ready: { testId: '__SLUG__-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('__SLUG__', LEVELS), '__SLUG__:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/**
 * The game's card and page in the portal: its catalogue record, published with each release (the portal
 * lists a game by its record in the registry; nothing outside this folder describes it). Its art is card.svg
 * beside this file, drawn at the size stated here. Say what your game is: the title reads as the slug, the
 * tagline says in one line what the player does.
 */
export const catalog: CatalogRecord = {
  // Gallery position, unique across the catalogue: `npm run new-game` gives the next free id.
  id: 1,
  title: '__TITLE__',
  tagline: 'Switch off every light on the grid',
  categories: ['puzzle', 'logic'],
  image: { src: 'card.svg', width: 400, height: 300, alt: 'A five by five grid of square lights, some lit yellow, and a press on the centre light' },
  metadata: {
    // Empty titles fall back to '__TITLE__ - Play Online for Free!'.
    title: '',
    socialTitle: '',
    keywords: '__SLUG__, lights out, logic puzzle, free online puzzle',
    description: 'Press a light to flip it and its neighbours. Switch off every light on the grid in as few presses as you can.',
  },
};
