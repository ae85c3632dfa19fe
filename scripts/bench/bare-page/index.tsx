// The 2048 remote's exposed module, mounted alone with React: no shell, no router, no federation.
// The benchmark compares the portal's /game/2048 with this page to see what the portal costs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Game from '../../../remotes/2048/src/Game';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Game slug="2048" title="2048" />
  </StrictMode>,
);
