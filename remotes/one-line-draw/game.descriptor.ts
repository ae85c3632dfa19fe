import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { LEVELS } from './src/logic/levels';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'one-line-draw',
  // The figure; Game.tsx gives it this test id.
  ready: { testId: 'one-line-draw-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot (the
  // daily, then one per map level); each level's stars are on its board of the records too (the stars kept
  // apart before, `:stars`, are read and carried over); the frame remembers the help was seen.
  // (Pure: the game's first chunk, which imports this descriptor for its slug, drops the unused call.)
  storageKeys: [.../* @__PURE__ */ storageKeys('one-line-draw', LEVELS), 'one-line-draw:stars', 'one-line-draw:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 17,
  title: 'One Line Draw',
  tagline: 'Trace every line of the figure in one stroke',
  categories: ['puzzle', 'skill'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A house-shaped figure of dots and lines being traced in one continuous yellow stroke' },
  metadata: {
    title: 'One Line Draw - Free One Stroke Drawing Puzzle',
    socialTitle: 'One Line Draw: Trace It Without Lifting Your Finger',
    keywords: 'one line draw, one stroke puzzle, one touch drawing, euler path puzzle, line puzzle',
    description: 'Trace every line of the figure exactly once in a single continuous stroke. Find the right starting dot and the path follows.',
  },
};
