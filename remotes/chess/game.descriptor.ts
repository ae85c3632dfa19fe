import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'chess',
  ready: { testId: 'chess-board' },
  // The settings, the game in progress, the help seen; the records document (tally, best level) and the two keys it
  // was kept under before (read once, to carry a returning player's records over).
  storageKeys: ['chess:settings', 'chess:game', 'chess:how-to-play-seen', 'chess:records', 'chess:best-level', 'chess:tally'],
  firstLoadBudgetKb: 40,
  e2ePath: '/game/chess?level=1&color=white',
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 27,
  title: 'Chess',
  tagline: 'Play chess against the computer or a friend',
  categories: ['skill', 'logic'],
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A wooden chess board with black and white pieces in mid-game and the last knight move highlighted' },
  metadata: {
    title: 'Play Chess Online Free - vs Computer or a Friend',
    socialTitle: 'Chess: Play the Computer at Your Level',
    keywords: 'chess, chess online, free chess, chess vs computer, play chess, pass and play chess',
    description: 'Play chess against the computer at eight levels or pass and play with a friend. Legal-move hints, takebacks and saved games.',
  },
};
