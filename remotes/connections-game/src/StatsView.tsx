import { MAX_MISTAKES } from './logic/game';
import { liveStreak, winPercent, type Stats } from './logic/stats';

/** Games played, win %, streaks and the mistakes distribution, as figures and bars (with numbers, not only length). */
export function StatsView({ stats, today, highlight }: { stats: Stats; today: string; highlight?: number }) {
  const most = Math.max(1, ...stats.distribution);
  const figures = [
    { label: 'Played', value: stats.played },
    { label: 'Win %', value: winPercent(stats) },
    { label: 'Streak', value: liveStreak(stats, today) },
    { label: 'Best streak', value: stats.maxStreak },
  ];
  return (
    <div className="cg-stats">
      <dl className="cg-stats__figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="cg-stats__heading">Mistakes</p>
      <ul className="cg-stats__bars" aria-label="Mistakes distribution">
        {stats.distribution.map((count, index) => {
          const label = index === MAX_MISTAKES ? 'Lost' : String(index);
          return (
            <li key={label} className={index === highlight ? 'cg-stats__bar cg-stats__bar--now' : 'cg-stats__bar'} aria-label={`${index === MAX_MISTAKES ? 'Lost' : `${index} mistakes`}: ${count}`}>
              <span className="cg-stats__bar-label" aria-hidden="true">
                {label}
              </span>
              <span className="cg-stats__bar-fill" style={{ width: `${Math.max(8, (count / most) * 100)}%` }} aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
