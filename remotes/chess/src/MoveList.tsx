// The moves so far, numbered in pairs; the newest stays in view.
import { useEffect, useRef } from 'react';
import type { MovePair } from './logic/move-list';

export function MoveList({ pairs }: { pairs: readonly MovePair[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [pairs]);
  return (
    <>
      <h2 className="chess-side__heading">Moves</h2>
      <ol className="chess-moves" data-testid="move-list" ref={listRef} aria-label="Moves">
        {pairs.map((pair) => (
          <li key={pair.number} className="chess-moves__pair">
            <span className="chess-moves__number">{pair.number}.</span>
            <span className="chess-moves__san" data-move={pair.white ? 'w' : undefined}>
              {pair.white ?? '…'}
            </span>
            {pair.black && (
              <span className="chess-moves__san" data-move="b">
                {pair.black}
              </span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
