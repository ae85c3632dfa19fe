import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'sequence-game',
  // The pads; Board.tsx gives it this test id (and data-phase: ready, playback, input, over).
  ready: { testId: 'sequence-game-board' },
  // The game in play, the settings (mode, casual, sound), the score records (best level per mode, recent
  // levels) and that the help was seen.
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['sequence-game:game', 'sequence-game:settings', 'sequence-game:records', 'sequence-game:scores', 'sequence-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 7,
  title: 'Sequence Game',
  tagline: 'Watch the pads light up, then repeat the sequence',
  categories: ['logic', 'educational'],
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A Simon-style round pad with green, red, yellow and blue buttons, the red one lit, and the sequence to repeat' },
  metadata: {
    title: 'Sequence Memory Game - Free Simon Says Online',
    socialTitle: 'Sequence Game: How Long a Pattern Can You Remember?',
    keywords: 'sequence game, simon says, sequence memory, memory test, pattern memory, brain training',
    description: 'Watch the tiles light up, then repeat the pattern. Each round adds one more step, so see how long a sequence you can remember.',
  },
};
