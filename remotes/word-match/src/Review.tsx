import type { LevelPool } from './logic/pool';

/** The pairs missed in a round, to learn from. */
export function Review({ pool, pairs }: { pool: LevelPool; pairs: readonly number[] }) {
  if (pairs.length === 0) return <p className="wm-review__none">No missed pairs. Flawless!</p>;
  return (
    <div className="wm-review">
      <h3 className="wm-review__title">Pairs to review</h3>
      <ul className="wm-review__list" data-testid="word-match-review">
        {pairs.map((pair) => (
          <li key={pair}>
            <strong>{pool.pairs[pair][0]}</strong> — {pool.pairs[pair][1]}
          </li>
        ))}
      </ul>
    </div>
  );
}
