import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'matching-card',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'matching-card-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per board); the score records keep best stars; the settings the theme and players;
  // the frame remembers that the help was seen.
  // The records document (`:records` v2, among the session's keys) holds the puzzle and score records; the score
  // records' older key (`:scores` v1) is read once, carried over and removed.
  storageKeys: [...storageKeys('matching-card', LEVELS), 'matching-card:scores', 'matching-card:settings', 'matching-card:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 32,
  title: 'Matching Card',
  tagline: 'Flip two cards at a time and find every pair',
  categories: ['skill', 'puzzle', 'causal'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 300, alt: 'A grid of face-down purple cards with two matched hearts and two stars just flipped over' },
  metadata: {
    title: 'Matching Card - Free Memory Pairs Card Game',
    socialTitle: 'Matching Card: Flip and Find Every Pair',
    keywords: 'matching card game, memory cards, concentration game, find the pairs, pairs game, memory game',
    description: 'Flip two cards at a time and find every matching pair in as few moves as possible. Choose 6, 8 or 18 pairs.',
  },
};
