import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'crossclimb-game',
  // The ladder of seven rungs; Ladder.tsx gives it this test id.
  ready: { testId: 'crossclimb-game-board' },
  // The kit's puzzle session keeps the remembered mode, the records and the game of each slot (daily, then
  // the one unlimited level); the game keeps the ladders solved (archive ticks) and the ones dealt in
  // unlimited play (unseen first); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('crossclimb-game', ['classic']), 'crossclimb-game:solved', 'crossclimb-game:seen', 'crossclimb-game:how-to-play-seen'],
  // +1 KB (about +0.8 KB gzip measured) since the puzzle session was split into pure parts (controller, slots,
  // outcome, announcements; issue #29): to be won back in the kit rather than in this game.
  firstLoadBudgetKb: 26,
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
