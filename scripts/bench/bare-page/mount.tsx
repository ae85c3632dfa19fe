import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { GameComponent } from '@games/shared/contracts';

/** Mounts a remote's exposed Game alone with React: no shell, no router, no federation. */
export function mountBare(Game: GameComponent, slug: string, title: string): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Game slug={slug} title={title} />
    </StrictMode>,
  );
}
