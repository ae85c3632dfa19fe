import type { BestShown } from './result-rules';
import './result.css';

/**
 * The Best cell of a result: the figure beaten, struck through, then the new one with a "New best!" badge
 * (never the badge instead of the number); the standing best alone otherwise.
 */
export function BestFigure({ best }: { best: BestShown }) {
  if (!best.newBest) return <span className="gk-best">{best.current}</span>;
  return (
    <span className="gk-best gk-best--new" aria-label={best.spoken} data-testid="best-figure">
      {best.previous && (
        <>
          <s className="gk-best__was">{best.previous}</s>
          <span aria-hidden="true"> → </span>
        </>
      )}
      <span className="gk-best__now">{best.current}</span> <span className="gk-badge">New best!</span>
    </span>
  );
}
