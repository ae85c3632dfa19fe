import { LEVELS, WORLDS } from './logic/levels';
import type { Stars } from './stores';

export interface LevelMapProps {
  stars: Stars;
  current: string | null;
  dailyDone: boolean;
  streak: number;
  onDaily: () => void;
  onLevel: (level: string) => void;
}

const starText = (stars: number) => '★'.repeat(stars) + '☆'.repeat(3 - stars);

/** The daily figure and the worlds of levels, each with its best stars. */
export function LevelMap({ stars, current, dailyDone, streak, onDaily, onLevel }: LevelMapProps) {
  return (
    <div className="old-map">
      <button type="button" className="gk-button old-map__daily" onClick={onDaily}>
        Daily figure {dailyDone ? '· done ✓' : ''} {streak > 0 ? `· streak ${streak}` : ''}
      </button>
      {WORLDS.map((world) => {
        const levels = LEVELS.filter((level) => level.world === world.id);
        const earned = levels.reduce((sum, level) => sum + (stars[level.value] ?? 0), 0);
        return (
          <section key={world.id} className="old-map__world" aria-labelledby={`old-world-${world.id}`}>
            <h3 id={`old-world-${world.id}`} className="old-map__title">
              {world.id}. {world.name} <span className="old-map__blurb">{world.blurb} · ★ {earned}/{levels.length * 3}</span>
            </h3>
            <ol className="old-map__levels">
              {levels.map((level) => {
                const got = stars[level.value] ?? 0;
                return (
                  <li key={level.value}>
                    <button
                      type="button"
                      className={`old-map__level${level.value === current ? ' old-map__level--current' : ''}${got ? ' old-map__level--done' : ''}`}
                      aria-label={`Level ${level.value}${got ? `, ${got} star${got === 1 ? '' : 's'}` : ', not solved yet'}`}
                      aria-current={level.value === current ? 'true' : undefined}
                      onClick={() => onLevel(level.value)}
                    >
                      <span className="old-map__number">{level.number}</span>
                      <span className="old-map__stars" aria-hidden="true">
                        {starText(got)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
