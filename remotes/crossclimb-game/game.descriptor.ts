import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'crossclimb-game',
  // The ladder of seven rungs; Ladder.tsx gives it this test id.
  ready: { testId: 'crossclimb-game-board' },
  // The kit's puzzle session keeps the remembered mode, the records and the game of each slot (daily, then
  // the one unlimited level); the game keeps the ladders solved (archive ticks) and the ones dealt in
  // unlimited play (unseen first); the frame remembers that the help was seen.
  storageKeys: [
    'crossclimb-game:mode',
    'crossclimb-game:records',
    'crossclimb-game:game-daily',
    'crossclimb-game:game-classic',
    'crossclimb-game:solved',
    'crossclimb-game:seen',
    'crossclimb-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 20,
  title: 'Crossclimb Game',
  tagline: 'Solve trivia clues and climb a one-letter word ladder',
  categories: ['puzzle', 'word', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 500, alt: 'A word ladder of rungs LEAD, LEND, LAND, LANE and LONE with locked rungs at the top and bottom' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'crossclimb, word ladder, trivia word puzzle, daily word game, word clues, four letter words',
    description: 'Solve trivia clues, then order the answers into a word ladder where each word differs by one letter. Unlock the final two rungs.',
  },
};
