import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'crossclimb-game',
  // The ladder of seven rungs; Ladder.tsx gives it this test id.
  ready: { testId: 'crossclimb-game-board' },
  // The kit's puzzle session keeps the remembered mode, the records and the game of each slot (daily, then
  // the one unlimited level); the ladders solved (archive ticks) are on their boards of the records too (the ids
  // kept apart before, `:solved`, are read and carried over); the game keeps the ladders dealt in unlimited play
  // (unseen first); the frame remembers that the help was seen.
  // (Pure: the game's first chunk, which imports this descriptor for its slug, drops the unused call.)
  storageKeys: [.../* @__PURE__ */ storageKeys('crossclimb-game', ['classic']), 'crossclimb-game:solved', 'crossclimb-game:seen', 'crossclimb-game:how-to-play-seen'],
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
