import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'falling-stars',
  ready: { testId: 'falling-stars-canvas', keyboardTarget: { role: 'application', name: 'Falling Stars' } },
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:best`).
  storageKeys: ['falling-stars:records', 'falling-stars:scores', 'falling-stars:best', 'falling-stars:how-to-play-seen', 'falling-stars:calm-effects'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 34,
  title: 'Falling Stars',
  tagline: 'Catch falling stars in your basket and dodge the bombs',
  categories: ['skill', 'causal'],
  image: { src: 'card.svg', width: 400, height: 500, alt: 'Golden stars falling through a purple night sky toward a basket, with a bomb to avoid and a score and lives counter' },
  metadata: {
    title: 'Falling Stars - Free Catch the Stars Arcade Game',
    socialTitle: 'Falling Stars: Catch Them All, Dodge the Bombs',
    keywords: 'falling stars, catch the stars, arcade game, catcher game, reflex game, casual game',
    description: 'Move your basket to catch falling stars while dodging bombs. The stars fall faster every 30 seconds, and you only have three lives.',
  },
};
