import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'brainvita',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'brainvita-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('brainvita', LEVELS), 'brainvita:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 3,
  title: 'Brainvita',
  tagline: 'Jump marbles until one is left in the centre',
  categories: ['logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A round wooden peg solitaire board with blue marbles in a cross shape and a marble jumping into the empty centre hole' },
  metadata: {
    title: 'Brainvita Online - Free Peg Solitaire Game',
    socialTitle: 'Brainvita: Can You Finish With One Marble?',
    keywords: 'brainvita, peg solitaire, marble solitaire, english peg solitaire, board puzzle, 33 hole solitaire',
    description: 'Jump marbles over each other on the 33-hole cross board and try to finish with a single marble in the centre. Unlimited undo and hints.',
  },
};
