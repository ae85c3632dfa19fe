import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { reviewMark, type MatrixGame } from './logic/game';

export interface BoardProps {
  game: MatrixGame;
  testId: string;
  /** Focus the board when recall starts (the Start button that had focus is gone). */
  focusOnRecall: boolean;
  onPick(cell: number): void;
  /** Enter or Space while a review shows: go on to the next trial. */
  onContinue(): void;
  /** Shown over the matrix (Start, the round's end). */
  overlay?: ReactNode;
}

type TileState = 'idle' | 'lit' | 'picked' | 'correct' | 'missed' | 'wrong';

const MARK: Record<TileState, string> = { idle: '', lit: '●', picked: '✓', correct: '✓', missed: '○', wrong: '✕' };
const WORDS: Record<TileState, string> = { idle: 'dark', lit: 'lit, remember it', picked: 'picked', correct: 'correct', missed: 'missed', wrong: 'wrong' };

function tileState(game: MatrixGame, cell: number): TileState {
  if (game.phase === 'reveal') return game.tiles.includes(cell) ? 'lit' : 'idle';
  if (game.phase === 'recall') return game.picks.includes(cell) ? 'picked' : 'idle';
  if (game.phase === 'review' || game.phase === 'over') return reviewMark(game, cell) ?? 'idle';
  return 'idle';
}

/**
 * The matrix: one tab stop (the kit's roving grid), arrows move, Enter or Space picks. Each state has its own
 * mark (● to remember, ✓ found, ○ missed, ✕ wrong), so colour is never the only cue.
 */
export function Board({ game, testId, focusOnRecall, onPick, onContinue, overlay }: BoardProps) {
  const { side, phase } = game;
  const grid = useRovingGrid({
    rows: side,
    cols: side,
    selectCursor: false,
    onActivate: ({ row, col }) => (phase === 'review' ? onContinue() : onPick(row * side + col)),
  });
  const { setCursor, focus } = grid;
  useEffect(() => {
    setCursor({ row: 0, col: 0 });
  }, [side, setCursor]);
  useEffect(() => {
    if (phase === 'recall' && focusOnRecall) focus();
  }, [phase, focusOnRecall, focus]);

  return (
    <div className={`mm-board mm-board--${phase}`} data-testid={testId} data-phase={phase} data-trial={game.trial + 1} data-side={side} style={{ '--mm-side': side } as CSSProperties}>
      {/* Under the Start cover the cells are out of play: not clickable or focusable (inert), only Start is. */}
      <div role="grid" aria-label={`Matrix, ${side} by ${side}`} className="mm-grid" onKeyDown={grid.onKeyDown} inert={overlay ? true : undefined}>
        {Array.from({ length: side }, (_, row) => (
          <div role="row" className="mm-row" key={row}>
            {Array.from({ length: side }, (_, col) => {
              const cell = row * side + col;
              const state = tileState(game, cell);
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={`mm-tile mm-tile--${state}`}
                  aria-label={`Row ${row + 1}, column ${col + 1}, ${WORDS[state]}`}
                  data-row={row}
                  data-col={col}
                  data-state={state}
                  onClick={() => onPick(cell)}
                  {...grid.cellProps(row, col)}
                >
                  <span className="mm-tile__mark" aria-hidden="true">
                    {MARK[state]}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {overlay && <div className="mm-overlay">{overlay}</div>}
    </div>
  );
}
