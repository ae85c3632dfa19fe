import { useState } from 'react';
import { useAsset } from '@games/shared/game-kit/data';
import { Dialog } from '@games/shared/game-kit/Dialog';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { LADDERS_URL } from './dataUrl';
import { isLadderPack } from './logic/content';
import { dailyNumber } from './logic/deal';
import { solvedStore } from './solved';

export interface ArchiveDialogProps {
  current: number | null;
  onPick: (number: number) => void;
  onClose: () => void;
}

/** Every ladder by number, solved ones ticked, today's daily starred (loaded on first opening). */
export default function ArchiveDialog({ current, onPick, onClose }: ArchiveDialogProps) {
  // Read when the dialog opens: a ladder won since the last opening is ticked.
  const [solvedIds] = useState(() => solvedStore.load() ?? []);
  const bank = useAsset(LADDERS_URL, isLadderPack, { what: 'ladder bank' });
  const ladders = bank.status === 'ready' ? bank.data.ladders : [];
  const count = ladders.length;
  const ids = new Set(solvedIds);
  const solved = new Set(ladders.flatMap((ladder, i) => (ids.has(ladder.id) ? [i + 1] : [])));
  const today = count ? dailyNumber(dateKey(), count) : null;
  return (
    <Dialog open onClose={onClose} title="Archive" className="cc-archive">
      {bank.status === 'loading' && <p role="status">Loading…</p>}
      {bank.status === 'error' && (
        <p role="alert">
          {bank.error.message}{' '}
          <button type="button" className="gk-button" onClick={bank.retry}>
            Try again
          </button>
        </p>
      )}
      {count > 0 && (
        <>
          <p className="cc-archive__note">
            {solved.size} of {count} solved. ✓ solved · ★ today&apos;s daily
          </p>
          <ol className="cc-archive__list">
            {ladders.map((ladder, i) => {
              const number = i + 1;
              const done = solved.has(number);
              const label = `Puzzle ${number}${done ? ', solved' : ''}${number === today ? ", today's daily" : ''}${number === current ? ', playing' : ''}`;
              return (
                <li key={ladder.id}>
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
        </>
      )}
    </Dialog>
  );
}
