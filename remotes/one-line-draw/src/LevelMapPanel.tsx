import { lazy, Suspense } from 'react';
import type { Stars } from './stores';
import type { OneLineGame } from './useOneLineGame';

const LevelMapDialog = lazy(() => import('./later').then((later) => ({ default: later.LevelMapDialog })));

export interface LevelMapPanelProps {
  game: OneLineGame;
  stars: Stars;
  onClose: () => void;
}

/** The level map, open: the daily figure and every level with its stars; a choice closes it and opens that game. */
export function LevelMapPanel({ game, stars, onClose }: LevelMapPanelProps) {
  return (
    <Suspense fallback={null}>
      <LevelMapDialog
        open
        onClose={onClose}
        stars={stars}
        current={game.mode === 'unlimited' ? game.level : null}
        dailyDone={game.dailyDoneToday}
        streak={game.streak}
        onDaily={() => {
          onClose();
          game.choose('daily');
        }}
        onLevel={(level) => {
          onClose();
          game.choose('unlimited', level);
        }}
      />
    </Suspense>
  );
}
