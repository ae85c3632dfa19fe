import { Dialog } from '@games/shared/game-kit/Dialog';
import { MARK_SYMBOLS, type Mark } from './logic/archive';
import type { Stats } from './logic/stats';
import { StatsView } from './StatsView';

export interface ArchiveDialogProps {
  open: boolean;
  onClose(): void;
  /** The past dailies on offer, newest first: bank index, date and completion mark. */
  entries: readonly { index: number; date: string; mark: Mark }[];
  /** Bank index of today's daily. */
  dailyIndex: number;
  /** Bank index open now. */
  currentIndex: number;
  stats: Stats;
  today: string;
  onPick(index: number): void;
  onDaily(): void;
  onRandom(): void;
}

const MARK_WORDS: Record<Mark, string> = { solved: 'solved', missed: 'missed', started: 'started', new: 'not played' };

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOf = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * The past dailies by number and day with their completion marks (no puzzle ahead of its day), today's
 * daily, a random unplayed one, and the player's stats.
 */
export default function ArchiveDialog({ open, onClose, entries, dailyIndex, currentIndex, stats, today, onPick, onDaily, onRandom }: ArchiveDialogProps) {
  const done = entries.filter(({ mark }) => mark === 'solved' || mark === 'missed').length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Archive and stats"
      className="cg-archive"
      actions={
        <>
          <button type="button" className="gk-button" onClick={onRandom}>
            Random unplayed
          </button>
          <button type="button" className="gk-button gk-button--primary" onClick={onDaily}>
            Today&apos;s puzzle
          </button>
        </>
      }
    >
      <StatsView stats={stats} today={today} />
      <p className="cg-archive__count">
        {done} of {entries.length} past puzzles finished. ✓ solved, ✗ missed, … started.
      </p>
      <ul className="cg-archive__list" aria-label="Puzzles">
        {entries.map(({ index, date, mark }) => {
          const daily = index === dailyIndex;
          return (
            <li key={index}>
              <button
                type="button"
                className={`cg-archive__item cg-archive__item--${mark}${daily ? ' cg-archive__item--daily' : ''}`}
                aria-current={index === currentIndex || undefined}
                aria-label={`Puzzle ${index + 1}, ${daily ? "today's daily" : dayOf(date)}, ${MARK_WORDS[mark]}`}
                onClick={() => onPick(index)}
              >
                <span>{index + 1}</span>
                <span className="cg-archive__day">{daily ? 'Today' : dayOf(date)}</span>
                <span className="cg-archive__mark" aria-hidden="true">
                  {MARK_SYMBOLS[mark]}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
