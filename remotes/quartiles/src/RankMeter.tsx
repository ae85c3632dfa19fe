import { EXPERT_SCORE, nextRankOf, rankOf } from './logic/scoring';

/** The rank reached, a bar of the points toward Expert, and the points to the next rank. */
export function RankMeter({ score, complete }: { score: number; complete: boolean }) {
  const rank = rankOf(score);
  const next = nextRankOf(score);
  return (
    <div className="qt-rank">
      <span className="qt-rank__name">{rank.name}</span>
      <div className="qt-rank__bar" role="progressbar" aria-label="Points toward Expert" aria-valuemin={0} aria-valuemax={EXPERT_SCORE} aria-valuenow={Math.min(score, EXPERT_SCORE)} aria-valuetext={`${rank.name}: ${score} of ${EXPERT_SCORE} points for Expert`}>
        <div className="qt-rank__fill" style={{ width: `${Math.min(100, (score / EXPERT_SCORE) * 100)}%` }} />
      </div>
      <span className="qt-rank__next">{next ? `${next.min - score} to ${next.name}` : complete ? 'Complete' : 'Expert!'}</span>
    </div>
  );
}
