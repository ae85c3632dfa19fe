import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { LEVELS } from './src/logic/levels';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'path-puzzle-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'path-puzzle-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per numbered level); each level's best stars are on its board of the records too (the
  // stars kept apart before, `:stars`, are read and carried over); the frame remembers that the help was seen.
  // (Pure: the game's first chunk, which imports this descriptor for its slug, drops the unused call.)
  storageKeys: [.../* @__PURE__ */ storageKeys('path-puzzle-game', LEVELS), 'path-puzzle-game:stars', 'path-puzzle-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 36,
  title: 'Path Puzzle Game',
  tagline: 'Link same-coloured dots with paths that fill the grid',
  categories: [],
  daily: true,
  // Playable at /game/path-puzzle-game, not listed in the gallery (SPEC §1).
  hidden: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A dark grid where pairs of red, blue, green and yellow dots are linked by coloured pipes that fill the board' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'path puzzle, numberlink, flow puzzle, connect the dots, link colours, logic puzzle',
    description: 'Link each pair of same-coloured dots with a path. Paths cannot cross, and the puzzle is solved when every cell of the grid is filled.',
  },
};
