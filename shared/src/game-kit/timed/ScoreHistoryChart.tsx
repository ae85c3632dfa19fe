import type { RecentScore } from '../score/score-records';
import { describeHistory, historyChart } from './history';
import './timed.css';

export interface ScoreHistoryChartProps {
  /** The score path's recent scores (useScoreRecords().record.recent), oldest first. */
  recent: readonly RecentScore[];
  /** How many of the latest to draw (default 10). */
  limit?: number;
  /** e.g. 'Recent scores, Standard'. */
  title?: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A small line chart of the latest scores (SVG) with its text alternative: the SVG is an image named by
 * the same words a screen reader gets ("Last 5 scores, oldest first: …"), also shown as a caption.
 */
export function ScoreHistoryChart({ recent, limit = 10, title = 'Recent scores', width = 160, height = 48, className }: ScoreHistoryChartProps) {
  const { points } = historyChart(recent, { width, height, limit });
  const words = describeHistory(recent, limit);
  return (
    <figure className={['gk-history', className].filter(Boolean).join(' ')}>
      <figcaption className="gk-history__title">{title}</figcaption>
      {points.length > 0 && (
        <svg className="gk-history__chart" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={`${title}: ${words}`}>
          <line className="gk-history__axis" x1={0} y1={height - 1} x2={width} y2={height - 1} />
          {points.length > 1 && <polyline className="gk-history__line" points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} />}
          {points.map((point, index) => (
            <circle key={index} className="gk-history__dot" cx={point.x} cy={point.y} r={index === points.length - 1 ? 3.5 : 2.5} />
          ))}
        </svg>
      )}
      <p className="gk-history__text">{words}</p>
    </figure>
  );
}
