import { forwardRef, type KeyboardEvent } from 'react';
import { endsOpen, isHinted, isRowSolved, shownRows, type Board, type Phase } from './logic/board';
import type { Cursor } from './logic/cursor';
import type { Puzzle } from './logic/puzzle';
import type { RowDrag } from './useRowDrag';

export interface LadderProps {
  puzzle: Puzzle;
  board: Board;
  phase: Phase | 'won';
  cursor: Cursor;
  /** Cells (word * 4 + col) the last hint pointed at. */
  hinted: readonly number[];
  drag: RowDrag;
  canReorder: boolean;
  testId: string;
  rowRef: (word: number, element: HTMLButtonElement | null) => void;
  onSelect: (word: number, col: number | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

const CHECK = 'm5 12 5 5L20 7';
const LOCK = 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const spell = (letters: string) => [...letters].map((letter) => (letter === ' ' ? 'blank' : letter.toUpperCase())).join(', ');

export function rowLabel(puzzle: Puzzle, board: Board, word: number, position: number): string {
  const name = word === 0 ? 'Top rung' : word === 6 ? 'Bottom rung' : `Rung ${position + 1}`;
  if (isRowSolved(puzzle, board, word)) return `${name}, solved: ${puzzle.words[word].toUpperCase()}.`;
  if ((word === 0 || word === 6) && !endsOpen(puzzle, board)) return `${name}, locked until the middle rungs form a ladder.`;
  const clue = word === 0 || word === 6 ? puzzle.endClue : puzzle.clues[word - 1];
  return `${name}: ${spell(board.letters[word])}. Clue: ${clue}`;
}

/** The seven rungs, top to bottom: handles, letters, and a ✓ or 🔒 beside the colour. */
export const Ladder = forwardRef<HTMLDivElement, LadderProps>(function Ladder(
  { puzzle, board, phase, cursor, hinted, drag, canReorder, testId, rowRef, onSelect, onKeyDown },
  ref,
) {
  const rows = shownRows(board);
  const open = endsOpen(puzzle, board);
  const { dragging } = drag;
  return (
    <div ref={ref} className="cc-ladder" data-testid={testId} data-state={phase} role="group" aria-label="Word ladder" onKeyDown={onKeyDown}>
      {rows.map((word, position) => {
        const middle = position > 0 && position < 6;
        const solved = isRowSolved(puzzle, board, word);
        const locked = !middle && !open;
        const index = position - 1;
        const isDragged = dragging !== null && middle && dragging.from === index;
        const shift =
          dragging && middle && !isDragged
            ? index > dragging.from && index <= dragging.to
              ? -1
              : index < dragging.from && index >= dragging.to
                ? 1
                : 0
            : 0;
        const classes = [
          'cc-row',
          solved && 'cc-row--solved',
          locked && 'cc-row--locked',
          open && middle && 'cc-row--placed',
          cursor.word === word && 'cc-row--active',
          isDragged && 'cc-row--dragging',
        ].filter(Boolean);
        return (
          <div
            key={word}
            className={classes.join(' ')}
            data-row={position}
            data-word={word}
            data-solved={solved}
            style={isDragged ? { transform: `translateY(${dragging.offset}px)` } : shift ? { transform: `translateY(calc(${shift} * (100% + var(--cc-gap))))` } : undefined}
          >
            {middle && canReorder ? (
              <span className="cc-handle" aria-hidden="true" data-testid="cc-handle" {...drag.handleProps(index)}>
                ⠿
              </span>
            ) : (
              <span className="cc-handle cc-handle--none" aria-hidden="true" />
            )}
            <button
              type="button"
              ref={(element) => rowRef(word, element)}
              className="cc-rung"
              aria-label={rowLabel(puzzle, board, word, position)}
              aria-current={cursor.word === word ? 'true' : undefined}
              onFocus={() => onSelect(word, null)}
              onClick={(event) => {
                const cell = (event.target as HTMLElement).closest('[data-col]');
                onSelect(word, cell ? Number(cell.getAttribute('data-col')) : null);
              }}
            >
              {[...board.letters[word]].map((letter, col) => (
                <span
                  key={col}
                  data-col={col}
                  className={[
                    'cc-cell',
                    cursor.word === word && cursor.col === col && !solved && !locked && 'cc-cell--cursor',
                    isHinted(board, word, col) && 'cc-cell--hinted',
                    hinted.includes(word * 4 + col) && 'cc-cell--hint-shown',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {locked ? '' : letter.trim().toUpperCase()}
                </span>
              ))}
            </button>
            <span className="cc-status" aria-hidden="true">
              {solved ? <Icon path={CHECK} /> : locked ? <Icon path={LOCK} /> : null}
            </span>
          </div>
        );
      })}
    </div>
  );
});
