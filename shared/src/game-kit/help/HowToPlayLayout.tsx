// The how-to-play layout every game's help uses (the view: HowToPlayLayoutView.tsx). It is drawn only inside
// the frame's help dialog, so its code comes with the dialog's chunk, not in the game's first load.
import { deferred } from '../deferred';
import type { HowToPlayLayoutProps } from './HowToPlayLayoutView';

export type { HowToPlayKey, HowToPlayLayoutProps } from './HowToPlayLayoutView';

export const HowToPlayLayout = deferred<HowToPlayLayoutProps>('help', () =>
  import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlayLayoutView').then((view) => view.HowToPlayLayoutView),
);
