import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'arithmetic-game',
  // The card with the problem (or Start); Game.tsx gives it this test id.
  ready: { testId: 'arithmetic-game-board' },
  // The score path's bests and history, the round in play with its clock, the preset and Custom settings,
  // and the help seen.
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['arithmetic-game:records', 'arithmetic-game:scores', 'arithmetic-game:round', 'arithmetic-game:settings', 'arithmetic-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 5,
  title: 'Arithmetic Game',
  tagline: 'Solve as many sums as you can in two minutes',
  categories: ['puzzle', 'educational', 'logic'],
  image: { src: 'card.svg', width: 400, height: 300, alt: 'A mental math card asking 37 + 48 with the answer 85 typed in, a countdown timer and a score' },
  metadata: {
    title: 'Arithmetic Game - Free 120-Second Mental Math Sprint',
    socialTitle: 'Arithmetic Game: How Many Sums in 2 Minutes?',
    keywords: 'arithmetic game, mental math, math speed test, addition, subtraction, multiplication, division, math practice',
    description: 'Solve as many addition, subtraction, multiplication and division problems as you can in 120 seconds. Answers advance as you type.',
  },
};
