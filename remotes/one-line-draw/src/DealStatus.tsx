import type { OneLineGame } from './useOneLineGame';

/** While the figure is drawn, or why it could not be, with Retry; nothing once it is in play. */
export function DealStatus({ game }: { game: OneLineGame }) {
  if (game.status === 'dealing')
    return (
      <p className="old-status" role="status">
        Drawing the figure…
      </p>
    );
  if (game.status !== 'failed') return null;
  return (
    <div className="old-status" role="alert">
      <p>{game.failure}</p>
      <button type="button" className="gk-button gk-button--primary" onClick={game.retry}>
        Retry
      </button>
    </div>
  );
}
