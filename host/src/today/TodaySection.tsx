import { useId } from 'react';
import { Link } from 'react-router-dom';
import { dayKey, nextDailyAt } from '@games/shared/contracts';
import type { GameRecord } from '../catalog/catalog';
import { useImageRetry } from '../app/use-image-retry';
import { nextDailiesLocalTime, todayLabel, todaySummary, type TodayTile } from './today-model';
import type { GamesProgress } from './useGamesProgress';
import './TodaySection.css';

export interface TodaySectionProps {
  gallery: readonly GameRecord[];
  games: GamesProgress;
}

/**
 * 'Today' at the top of home: every daily game's puzzle of the day as a tile with the player's progress, the
 * streak across games and how many are done; once all are done, when the next ones come. The server and the
 * first render draw a first visit (every tile 'Play'); the same boxes then fill in, so nothing shifts.
 */
export function TodaySection({ gallery, games }: TodaySectionProps) {
  const headingId = useId();
  const today = games.today ?? dayKey();
  const summary = todaySummary(gallery, games.today ? games.progress : [], today);
  if (summary.tiles.length === 0) return null;
  const total = summary.tiles.length;
  return (
    <section className="today" aria-labelledby={headingId}>
      <div className="today__header">
        <h2 id={headingId} className="today__heading">
          Today <span className="today__date">{todayLabel(today)}</span>
        </h2>
        <p className="today__figures">
          <span className="today__done">
            {summary.done} of {total} done
          </span>
          <span className="today__streak">
            <FlameIcon />
            {summary.streak > 0 ? `${summary.streak}-day streak` : 'No streak yet'}
          </span>
        </p>
      </div>
      {summary.allDone ? <AllDone /> : null}
      <ul className="today__tiles">
        {summary.tiles.map((tile) => (
          <li key={tile.game.slug} className="today__item">
            <TodayTileLink tile={tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The streak's flame, drawn (an emoji needs a colour font the device may lack). */
function FlameIcon() {
  return (
    <svg className="today__flame" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8.6 1c.4 2.2-.6 3.4-1.7 4.6C5.8 6.8 4.5 8.2 4.5 10.4 4.5 13 6.3 15 8.5 15s4-1.8 4-4.4c0-1.6-.7-2.9-1.6-3.9-.1 1-.6 1.8-1.4 2.2.3-2.8-.2-5.4-.9-7.9z" fill="currentColor" />
    </svg>
  );
}

function AllDone() {
  const next = nextDailyAt();
  return (
    <p className="today__all-done" role="status">
      <strong>All done for today!</strong> New puzzles at 00:00 UTC ({nextDailiesLocalTime(next)} your time).
    </p>
  );
}

function TodayTileLink({ tile }: { tile: TodayTile }) {
  const picture = useImageRetry(tile.game.image.src);
  return (
    // Read as 'Sudoku daily, Solved in 2:14': the visible words, with ' daily,' for listeners.
    <Link to={tile.href} className={`today-tile today-tile--${tile.state}`}>
      <img className="today-tile__image" src={picture.src} onError={picture.onError} width={40} height={40} alt="" decoding="async" />
      <span className="today-tile__text">
        <span className="today-tile__title">
          {tile.game.title}
          <span className="visually-hidden"> daily, </span>
        </span>
        <span className="today-tile__state">
          {tile.label}
          {tile.mark ? <span aria-hidden="true"> {tile.mark}</span> : null}
        </span>
      </span>
      {/* The game's own streak, as a badge on its picture: read after the state, ', 3-day streak'. */}
      {tile.streak > 0 ? (
        <span className="today-tile__streak">
          <FlameIcon />
          <span aria-hidden="true">{tile.streak}</span>
          <span className="visually-hidden">, {tile.streak}-day streak</span>
        </span>
      ) : null}
    </Link>
  );
}
