import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'flexibility-game',
  // The board with the cue, the leaves and the answer buttons; Game.tsx gives it this test id.
  ready: { testId: 'flexibility-game-board' },
  // The score path's bests and history, the visit in play with its clock, the level and the rules
  // practised, and the help seen.
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['flexibility-game:records', 'flexibility-game:scores', 'flexibility-game:session', 'flexibility-game:settings', 'flexibility-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 9,
  title: 'Flexibility Game',
  tagline: 'Switch between number and letter rules at speed',
  categories: ['logic', 'educational'],
  image: { src: 'card.svg', width: 400, height: 300, alt: 'A task-switching card showing 7E in the number half with Odd and Even answer buttons' },
  metadata: {
    title: 'Flexibility Game - Free Task Switching Brain Training',
    socialTitle: 'Flexibility Game: Switch Rules Without Slowing Down',
    keywords: 'flexibility game, task switching, cognitive flexibility, brain training, reaction time, focus game',
    description: 'Judge the number or the letter depending on where the card appears. Switch between rules quickly and keep your streak going.',
  },
};
