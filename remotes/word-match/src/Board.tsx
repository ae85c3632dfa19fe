import type { RefObject } from 'react';
import type { LevelPool } from './logic/pool';
import { ROUND_PAIRS, type Round, type Side } from './logic/round';

export const LEFT_KEYS = ['1', '2', '3', '4', '5'];
export const RIGHT_KEYS = ['q', 'w', 'e', 'r', 't'];

export interface BoardProps {
  round: Round;
  pool: LevelPool;
  /** The slots of the last wrong try, shaken for a moment. */
  wrong: { left: number; right: number } | null;
  definitions: boolean;
  paused: boolean;
  /** The first word of the left column, focused when a round starts. */
  firstRef: RefObject<HTMLButtonElement | null>;
  onPick(side: Side, slot: number): void;
  /** The help's example names itself apart from the game's board. */
  testId?: string;
}

/** Two columns of five buttons: words on the left, partners on the right; 1–5 and Q–T pick by keyboard. */
export function Board({ round, pool, wrong, definitions, paused, firstRef, onPick, testId }: BoardProps) {
  const first = round.left.findIndex((pair) => pair !== null);
  const column = (side: Side) => (
    <div className={`wm-column wm-column--${side}`} role="group" aria-label={side === 'left' ? 'Words' : definitions ? 'Meanings' : 'Partners'}>
      {(side === 'left' ? round.left : round.right).map((pair, slot) => {
        const key = (side === 'left' ? LEFT_KEYS : RIGHT_KEYS)[slot];
        if (pair === null) return <div key={slot} className="wm-item wm-item--empty" aria-hidden="true" />;
        const text = pool.pairs[pair][side === 'left' ? 0 : 1];
        const picked = round.picked?.side === side && round.picked.slot === slot;
        const shaking = wrong !== null && wrong[side] === slot;
        return (
          <button
            key={`${slot}-${pair}`}
            ref={side === 'left' && slot === first ? firstRef : undefined}
            type="button"
            className={`wm-item${picked ? ' wm-item--picked' : ''}${shaking ? ' wm-item--wrong' : ''}`}
            aria-pressed={picked}
            aria-keyshortcuts={key.toUpperCase()}
            data-side={side}
            data-slot={slot}
            disabled={round.over || paused}
            onClick={() => onPick(side, slot)}
          >
            <span className="wm-item__key" aria-hidden="true">
              {key.toUpperCase()}
            </span>
            <span className="wm-item__text">{text}</span>
          </button>
        );
      })}
    </div>
  );
  return (
    <div className={`wm-columns${definitions ? ' wm-columns--definitions' : ''}`} data-testid={testId}>
      <div className="wm-progress" role="progressbar" aria-label="Pairs matched" aria-valuemin={0} aria-valuemax={ROUND_PAIRS} aria-valuenow={round.matched.length}>
        <div className="wm-progress__fill" style={{ width: `${(round.matched.length / ROUND_PAIRS) * 100}%` }} />
        <span className="wm-progress__text">
          {round.matched.length} / {ROUND_PAIRS} pairs
        </span>
      </div>
      {column('left')}
      {column('right')}
    </div>
  );
}
