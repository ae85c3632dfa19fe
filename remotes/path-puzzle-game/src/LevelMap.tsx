import { Dialog } from '@games/shared/game-kit/Dialog';
import { LEVELS, PACKS } from './logic/levels';
import type { Stars } from './stores';

// The level map: the daily board, then every pack with its numbered levels and the best stars of each.
// The same pattern as one-line-draw's LevelMap (a candidate for the kit).

export interface LevelMapProps {
  stars: Stars;
  /** The level being played, marked on the map. */
  current: string | null;
  dailyDone: boolean;
  streak: number;
  onDaily: () => void;
  onLevel: (level: string) => void;
}

const starText = (stars: number) => '★'.repeat(stars) + '☆'.repeat(3 - stars);

export function LevelMap({ stars, current, dailyDone, streak, onDaily, onLevel }: LevelMapProps) {
  return (
    <div className="flow-map">
      <button type="button" className="gk-button flow-map__daily" onClick={onDaily}>
        Daily puzzle{dailyDone ? ' · done ✓' : ''}
        {streak > 0 ? ` · streak ${streak}` : ''}
      </button>
      {PACKS.map((pack) => {
        const levels = LEVELS.filter((level) => level.pack.id === pack.id);
        const solved = levels.filter((level) => stars[level.value]).length;
        const earned = levels.reduce((sum, level) => sum + (stars[level.value] ?? 0), 0);
        return (
          <section key={pack.id} className="flow-map__pack" aria-labelledby={`flow-pack-${pack.id}`}>
            <h3 id={`flow-pack-${pack.id}`} className="flow-map__title">
              {pack.label}{' '}
              <span className="flow-map__blurb">
                {pack.blurb} · {solved}/{levels.length} solved · ★ {earned}/{levels.length * 3}
              </span>
            </h3>
            <ol className="flow-map__levels">
              {levels.map((level) => {
                const got = stars[level.value] ?? 0;
                const here = level.value === current;
                return (
                  <li key={level.value}>
                    <button
                      type="button"
                      className={`flow-map__level${here ? ' flow-map__level--current' : ''}${got ? ' flow-map__level--done' : ''}`}
                      aria-label={`${pack.label} level ${level.number}${got ? `, ${got} star${got === 1 ? '' : 's'}` : ', not solved yet'}`}
                      aria-current={here ? 'true' : undefined}
                      data-level={level.value}
                      onClick={() => onLevel(level.value)}
                    >
                      <span className="flow-map__number">{level.number}</span>
                      <span className="flow-map__stars" aria-hidden="true">
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

export function LevelMapDialog({ open, onClose, ...map }: LevelMapProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Levels" className="flow-map-dialog">
      <LevelMap {...map} />
    </Dialog>
  );
}
