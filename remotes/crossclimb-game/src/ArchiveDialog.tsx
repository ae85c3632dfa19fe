import { Dialog } from '@games/shared/game-kit/Dialog';

export interface ArchiveDialogProps {
  open: boolean;
  count: number;
  solved: ReadonlySet<number>;
  today: number | null;
  current: number | null;
  onPick: (number: number) => void;
  onClose: () => void;
}

/** Every ladder by number, solved ones ticked, today's marked. */
export function ArchiveDialog({ open, count, solved, today, current, onPick, onClose }: ArchiveDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Archive" className="cc-archive">
      <p className="cc-archive__note">
        {solved.size} of {count} solved. ✓ solved · ★ today&apos;s daily
      </p>
      <ol className="cc-archive__list">
        {Array.from({ length: count }, (_, i) => i + 1).map((number) => {
          const done = solved.has(number);
          const label = `Puzzle ${number}${done ? ', solved' : ''}${number === today ? ", today's daily" : ''}${number === current ? ', playing' : ''}`;
          return (
            <li key={number}>
              <button
                type="button"
                className={['gk-button cc-archive__item', done && 'cc-archive__item--done', number === current && 'cc-archive__item--current'].filter(Boolean).join(' ')}
                aria-label={label}
                onClick={() => onPick(number)}
              >
                {number}
                {done ? ' ✓' : ''}
                {number === today ? ' ★' : ''}
              </button>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
