import { useSyncExternalStore, type ReactNode } from 'react';
import type { GameStatus } from '../logic/game';
import { livesLabel, type Scoreboard } from './scoreboard';
import type { ValueStore } from './valueStore';

/**
 * The parts of the page that show the scoreboard, each subscribed to it on its own: a catch re-renders
 * these few elements, never the whole game (whose render would cost a frame on a slow phone).
 */
function useScoreboard<T>(store: ValueStore<Scoreboard>, select: (scoreboard: Scoreboard) => T): T {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

export function LiveScore({ store }: { store: ValueStore<Scoreboard> }) {
  return <>{useScoreboard(store, (s) => s.score)}</>;
}

export function LiveBest({ store, best }: { store: ValueStore<Scoreboard>; best: number }) {
  return <>{Math.max(best, useScoreboard(store, (s) => s.score))}</>;
}

export function LiveLives({ store }: { store: ValueStore<Scoreboard> }) {
  const lives = useScoreboard(store, (s) => s.lives);
  const shield = useScoreboard(store, (s) => s.shield);
  const hearts = '♥'.repeat(Math.max(0, lives));
  return (
    <span className="fstars-lives" role="img" aria-label={livesLabel(lives, shield)}>
      <span aria-hidden="true">{hearts || '–'}</span>
      {shield && (
        <span className="fstars-shield" aria-hidden="true">
          {' '}
          ◈
        </span>
      )}
    </span>
  );
}

/** The game element; its data attributes tell tests the state and figures. */
export function PlayArea({ store, status, children }: { store: ValueStore<Scoreboard>; status: GameStatus; children: ReactNode }) {
  const { score, lives, multiplier } = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <div className="fstars-wrap" data-testid="falling-stars" data-score={score} data-lives={lives} data-state={status} data-multiplier={multiplier}>
      {children}
    </div>
  );
}
