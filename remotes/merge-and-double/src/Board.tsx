import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { blockLabel, columnHeight, COLS, exponentOf, indexOf, ROWS, topOf } from './logic/board';
import { canDrop } from './logic/game';
import type { MergeAndDouble } from './useMergeAndDouble';

/** Each block's colour follows its value; the number on it is the real signal. */
const toneOf = (value: number) => ((exponentOf(value) - 1) % 20) + 1;

function Block({ value, className = '', testValue = true }: { value: number; className?: string; testValue?: boolean }) {
  return (
    <span className={`md-block md-tone ${className}`} style={{ '--tone': toneOf(value) } as CSSProperties} data-value={testValue ? value : undefined}>
      {blockLabel(value)}
    </span>
  );
}

/**
 * The queue (the block to drop, the next and the one after) over five columns. Each column is a button:
 * tap or click it to drop; arrow keys move between columns, Enter, Space or ↓ drops.
 */
export function Board({ md, testId }: { md: MergeAndDouble; testId: string }) {
  const { game, column, shown } = md;
  const cells = shown?.cells ?? game.cells;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = game.queue[0];
  // While a drop animates the queue still shows the block being dropped.
  const queue = shown ? [null, ...game.queue.slice(0, 2)] : game.queue;

  const onKeyDown = (event: KeyboardEvent, col: number) => {
    let to = col;
    if (event.key === 'ArrowLeft') to = Math.max(0, col - 1);
    else if (event.key === 'ArrowRight') to = Math.min(COLS - 1, col + 1);
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = COLS - 1;
    else if (event.key === 'ArrowDown') {
      event.preventDefault();
      md.dropInto(col);
      return;
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      return;
    } else return;
    event.preventDefault();
    md.setColumn(to);
    buttons.current[to]?.focus();
  };

  const state = md.over ? 'over' : 'playing';
  return (
    <div className="md-board" data-testid={testId} data-state={state} data-score={game.score} data-animating={md.animating}>
      <div className="md-queue" aria-label={`Now ${blockLabel(current)}, next ${blockLabel(game.queue[1])}, then ${blockLabel(game.queue[2])}`} role="img">
        <span className="md-queue__label" aria-hidden="true">
          Next
        </span>
        {queue.map((value, i) =>
          value === null ? (
            <span key={`gap${i}`} className="md-queue__slot md-queue__slot--now" />
          ) : (
            <span key={i} className={`md-queue__slot${i === 0 ? ' md-queue__slot--now' : ''}`} data-testid={i === 0 ? 'md-current' : undefined}>
              <Block value={value} testValue={false} />
            </span>
          ),
        )}
        {md.gain && (
          <span key={md.gain.key} className="md-gain" aria-hidden="true">
            +{md.gain.points}
            {md.gain.combo > 1 ? ` ×${md.gain.combo}` : ''}
          </span>
        )}
      </div>
      <div className="md-columns" role="group" aria-label="Columns: arrow keys choose, Enter, Space or Down drops">
        {Array.from({ length: COLS }, (_, col) => {
          const height = columnHeight(cells, col);
          const top = topOf(cells, col);
          const fits = canDrop(game.cells, col, current);
          const label = `Column ${col + 1}: ${height ? `${height} block${height === 1 ? '' : 's'}, top ${blockLabel(cells[top])}` : 'empty'}${fits ? '' : ', full'}`;
          const chosen = col === column;
          const ghostRow = ROWS - 1 - height;
          return (
            <button
              key={col}
              ref={(element) => {
                buttons.current[col] = element;
              }}
              type="button"
              className={`md-column${chosen ? ' md-column--chosen' : ''}${fits ? '' : ' md-column--full'}`}
              aria-keyshortcuts={String(col + 1)}
              tabIndex={chosen ? 0 : -1}
              data-col={col}
              onClick={() => md.dropInto(col)}
              onFocus={() => md.setColumn(col)}
              onKeyDown={(event) => onKeyDown(event, col)}
            >
              {/* The name comes from this text (the blocks are drawn for the eye), so it always matches what is read. */}
              <span className="gk-visually-hidden">{label}</span>
              {Array.from({ length: ROWS }, (_, row) => {
                const index = indexOf(row, col);
                const value = cells[index];
                const focus = shown && shown.focus === index;
                return (
                  <span key={row} className="md-slot" data-row={row} aria-hidden="true">
                    {value ? (
                      <Block
                        key={focus ? `${shown.kind}${shown.combo}` : 'b'}
                        value={value}
                        className={focus ? `md-block--${shown.kind}` : ''}
                      />
                    ) : chosen && !shown && row === ghostRow && !md.over ? (
                      <Block value={current} className="md-block--ghost" testValue={false} />
                    ) : null}
                  </span>
                );
              })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
