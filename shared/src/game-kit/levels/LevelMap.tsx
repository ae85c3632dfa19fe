// The level map of a game with numbered levels in packs or worlds: the daily first, then each group with
// its levels, the best stars of each and the group's progress. Shown in a dialog (LevelMapDialog), loaded
// with the game's later chunk: it is not needed before the board.
import { Dialog } from '../Dialog';
import { starText } from './stars';
import './level-map.css';

export interface LevelMapLevel {
  /** The level's key (as the puzzle session knows it). */
  value: string;
  /** Its number within the group, shown on the button. */
  number: number;
}

export interface LevelMapGroup {
  id: string | number;
  title: string;
  blurb?: string;
  levels: readonly LevelMapLevel[];
}

export interface LevelMapProps {
  groups: readonly LevelMapGroup[];
  /** Best stars by level key (absent or 0: not solved yet). */
  stars: Readonly<Record<string, number | undefined>>;
  /** The level being played, marked on the map. */
  current: string | null;
  daily?: { label: string; done: boolean; streak: number; onOpen: () => void };
  onLevel: (level: string) => void;
  /** What a screen reader calls a level, e.g. "5×5 level 4" (default "Level <number>" within its group). */
  levelName?: (group: LevelMapGroup, level: LevelMapLevel) => string;
  maxStars?: number;
}

export { starText };

export function LevelMap({ groups, stars, current, daily, onLevel, levelName = (group, level) => `${group.title} level ${level.number}`, maxStars = 3 }: LevelMapProps) {
  return (
    <div className="gk-level-map">
      {daily && (
        <button type="button" className="gk-button gk-level-map__daily" onClick={daily.onOpen}>
          {daily.label}
          {daily.done ? ' · done ✓' : ''}
          {daily.streak > 0 ? ` · streak ${daily.streak}` : ''}
        </button>
      )}
      {groups.map((group) => {
        const solved = group.levels.filter((level) => stars[level.value]).length;
        const earned = group.levels.reduce((sum, level) => sum + (stars[level.value] ?? 0), 0);
        const headingId = `gk-level-map-${group.id}`;
        return (
          <section key={group.id} className="gk-level-map__group" aria-labelledby={headingId}>
            <h3 id={headingId} className="gk-level-map__title">
              {group.title}{' '}
              <span className="gk-level-map__blurb">
                {group.blurb ? `${group.blurb} · ` : ''}
                {solved}/{group.levels.length} solved · ★ {earned}/{group.levels.length * maxStars}
              </span>
            </h3>
            <ol className="gk-level-map__levels">
              {group.levels.map((level) => {
                const got = stars[level.value] ?? 0;
                const here = level.value === current;
                return (
                  <li key={level.value}>
                    <button
                      type="button"
                      className={`gk-level-map__level${here ? ' gk-level-map__level--current' : ''}${got ? ' gk-level-map__level--done' : ''}`}
                      aria-label={`${levelName(group, level)}${got ? `, ${got} star${got === 1 ? '' : 's'}` : ', not solved yet'}`}
                      aria-current={here ? 'true' : undefined}
                      data-level={level.value}
                      onClick={() => onLevel(level.value)}
                    >
                      <span className="gk-level-map__number">{level.number}</span>
                      <span className="gk-level-map__stars" aria-hidden="true">
                        {starText(got, maxStars)}
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

/** The map in the kit's dialog, titled "Levels". */
export function LevelMapDialog({ open, onClose, ...map }: LevelMapProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Levels" className="gk-level-map-dialog">
      <LevelMap {...map} />
    </Dialog>
  );
}
