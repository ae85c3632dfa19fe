/** A game's data that could not be loaded: what went wrong, in words for the player, and Try again. */
export function LoadFailure({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <p role="alert" className={className}>
      {message}{' '}
      <button type="button" className="gk-button" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
