import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'popular-words',
  // The board (prompt, answer cards, guess field); Game.tsx gives it this test id.
  ready: { testId: 'popular-words-board' },
  // The mode, the game in progress of each mode, the prompts met in unlimited play, best scores per mode,
  // the daily records (done, streak), and that the help was seen.
  // The records document (`:records` v2: scores and dailies); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:records` v1).
  storageKeys: [
    'popular-words:mode',
    'popular-words:game-daily',
    'popular-words:game-unlimited',
    'popular-words:seen',
    'popular-words:scores',
    'popular-words:records',
    'popular-words:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 28,
  title: 'Popular Words',
  tagline: 'Guess the most popular answers to everyday questions',
  categories: ['word', 'educational', 'casual', 'logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 500, alt: 'A game-show answer board for Name something you take to the beach, with Towel, Sunscreen and Umbrella revealed and one strike' },
  metadata: {
    title: 'Popular Words - Free Guess the Top Answers Game',
    socialTitle: 'Popular Words: Can You Guess the Top 5 Answers?',
    keywords: 'popular words, family feud online, guess the answers, survey game, top answers, word game',
    description: 'Guess the five most popular answers to everyday fill-in-the-blank questions. Three strikes end the round, so think like everyone else.',
  },
};
