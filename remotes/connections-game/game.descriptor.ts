import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'connections-game',
  // The board (found groups and the word grid); Game.tsx gives it this test id once the puzzles have loaded.
  ready: { testId: 'connections-game-board' },
  // The game of each slot (today's daily, archive puzzles) and the open one; the stats, streak and archive
  // marks; the frame remembers that the help was seen.
  storageKeys: ['connections-game:games', 'connections-game:records', 'connections-game:stats', 'connections-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 25,
  title: 'Connections Game',
  tagline: 'Sort sixteen words into four hidden groups',
  categories: ['word', 'educational', 'casual'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'Sixteen word tiles in four colour groups: yellow planets, green piano parts, blue card games and purple words before ball' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'connections game, connections puzzle, word groups, group four words, daily word puzzle',
    description: 'Sort 16 words into four hidden groups of four. Watch out for red herrings: four mistakes and the puzzle is over.',
  },
};
