import { Dialog } from '@games/shared/game-kit/Dialog';
import { MARK_SYMBOLS, type Mark } from './logic/archive';
import type { Stats } from './logic/stats';
import { StatsView } from './StatsView';

export interface ArchiveDialogProps {
  open: boolean;
  onClose(): void;
  marks: readonly Mark[];
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

/** Every puzzle by number with its completion mark, today's daily, a random unplayed one, and the player's stats. */
export default function ArchiveDialog({ open, onClose, marks, dailyIndex, currentIndex, stats, today, onPick, onDaily, onRandom }: ArchiveDialogProps) {
  const done = marks.filter((mark) => mark === 'solved' || mark === 'missed').length;
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
        {done} of {marks.length} puzzles finished. ✓ solved, ✗ missed, … started, ★ today.
      </p>
      <ul className="cg-archive__list" aria-label="Puzzles">
        {marks.map((mark, index) => {
          const daily = index === dailyIndex;
          return (
            <li key={index}>
              <button
                type="button"
                className={`cg-archive__item cg-archive__item--${mark}${daily ? ' cg-archive__item--daily' : ''}`}
                aria-current={index === currentIndex || undefined}
                aria-label={`Puzzle ${index + 1}, ${MARK_WORDS[mark]}${daily ? ", today's daily" : ''}`}
                onClick={() => onPick(index)}
              >
                <span>{index + 1}</span>
                <span className="cg-archive__mark" aria-hidden="true">
                  {daily ? '★' : ''}
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
