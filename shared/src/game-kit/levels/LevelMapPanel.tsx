// The level map of a puzzle with numbered levels, opened over the board and wired to its puzzle session: the
// level played is marked, the daily shows its done mark and streak, and a choice closes the map and opens that
// game. The game's own map (its groups on the kit's LevelMapDialog) loads on the first open, from the game's
// later chunk: `levelMapPanel(load)` makes the panel once, at module level.
import { lazy, Suspense, type ComponentType } from 'react';
import type { PuzzleMode } from '../puzzle/session';

/** What the game's map dialog is given (the game adds its groups and names). */
export interface GameLevelMapProps {
  open: boolean;
  onClose: () => void;
  /** Best stars by level key. */
  stars: Readonly<Record<string, number>>;
  /** The level being played, marked on the map; null during the daily. */
  current: string | null;
  dailyDone: boolean;
  streak: number;
  onDaily: () => void;
  onLevel: (level: string) => void;
}

/** The puzzle session's part the map reads and drives (usePuzzleSession's controller). */
export interface LevelMapSession {
  mode: PuzzleMode;
  level: string;
  dailyDoneToday: boolean;
  streak: number;
  choose(mode: PuzzleMode, level?: string): void;
}

export interface LevelMapPanelProps {
  game: LevelMapSession;
  stars: Readonly<Record<string, number>>;
  onClose: () => void;
}

/** The open map's panel, drawing the dialog `load` brings (in the game's later chunk). */
export function levelMapPanel(load: () => Promise<ComponentType<GameLevelMapProps>>): ComponentType<LevelMapPanelProps> {
  const Map = lazy(() => load().then((dialog) => ({ default: dialog })));
  return function LevelMapPanel({ game, stars, onClose }: LevelMapPanelProps) {
    const open = (mode: PuzzleMode, level?: string) => {
      onClose();
      game.choose(mode, level);
    };
    return (
      <Suspense fallback={null}>
        <Map
          open
          onClose={onClose}
          stars={stars}
          current={game.mode === 'unlimited' ? game.level : null}
          dailyDone={game.dailyDoneToday}
          streak={game.streak}
          onDaily={() => open('daily')}
          onLevel={(level) => open('unlimited', level)}
        />
      </Suspense>
    );
  };
}
