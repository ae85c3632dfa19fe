import { lazy, Suspense } from 'react';
import type { Stars } from './stores';
import type { FlowGame } from './useFlowGame';

const LevelMapDialog = lazy(() => import('./LevelMap').then((module) => ({ default: module.LevelMapDialog })));

export interface LevelMapPanelProps {
  game: FlowGame;
  stars: Stars;
  onClose: () => void;
}

/** The level map, open: the daily board and every level with its stars; a choice closes it and opens that game. */
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
