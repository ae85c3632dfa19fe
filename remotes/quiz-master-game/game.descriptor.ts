import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'quiz-master-game',
  // The quiz card (the mode and category picker before a round); Game.tsx gives it this test id.
  ready: { testId: 'quiz-master-game-board' },
  // The round in play with its clock, the mode and categories chosen, the seen question ids, the best
  // scores per mode, the daily quiz records (done, streak) and the help seen.
  // The records document (`:records` v2: scores and dailies); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:records` v1).
  storageKeys: [
    'quiz-master-game:round',
    'quiz-master-game:settings',
    'quiz-master-game:seen',
    'quiz-master-game:scores',
    'quiz-master-game:records',
    'quiz-master-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 15,
  title: 'Quiz Master Game',
  tagline: 'Answer multiple-choice trivia against the clock',
  categories: ['casual', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 500, alt: 'A trivia question asking which planet is the Red Planet, with Mars marked correct among four answers and a timer' },
  metadata: {
    title: 'Quiz Master - Free Online Trivia Quiz Game',
    socialTitle: 'Quiz Master: Test Your General Knowledge',
    keywords: 'quiz master, trivia quiz, general knowledge quiz, multiple choice quiz, trivia game, online quiz',
    description: 'Answer multiple-choice trivia questions against the clock. Pick your topics, use 50:50 and skip lifelines, and climb the ladder.',
  },
};
