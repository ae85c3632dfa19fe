import type { CSSProperties } from 'react';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { isFaceUp, type CardsBoard, type CardsPuzzle } from './logic/cards';
import { FaceArt, faceName, type Theme } from './faces';

export interface BoardProps {
  puzzle: CardsPuzzle;
  board: CardsBoard;
  theme: Theme;
  won: boolean;
  testId: string;
  onFlip(card: number): void;
}

/** What a card says to a screen reader: where it is and what shows. */
function cardLabel(puzzle: CardsPuzzle, board: CardsBoard, theme: Theme, card: number): string {
  const where = `Row ${Math.floor(card / puzzle.cols) + 1}, column ${(card % puzzle.cols) + 1}`;
  const owner = board.found[card];
  if (owner > 0) return `${where}, ${faceName(theme, puzzle.faces[card])}, found${puzzle.players === 2 ? ` by player ${owner}` : ''}`;
  if (board.open.includes(card)) return `${where}, ${faceName(theme, puzzle.faces[card])}`;
  return `${where}, face down`;
}

/**
 * The cards: one tab stop (the kit's roving grid), arrows move, Enter or Space turns a card. A card flips in
 * 3D (not under reduced motion); found cards keep a check mark, and in a two-player game the finder's number.
 */
export function Board({ puzzle, board, theme, won, testId, onFlip }: BoardProps) {
  const { rows, cols } = puzzle;
  const grid = useRovingGrid({ rows, cols, onActivate: ({ row, col }) => onFlip(row * cols + col), selectCursor: false });
  const style = { '--mc-rows': rows, '--mc-cols': cols } as CSSProperties;
  return (
    <div
      role="grid"
      aria-label={`Cards, ${rows} rows by ${cols} columns`}
      className={`mc-board mc-board--${theme}${won ? ' mc-board--won' : ''}`}
      style={style}
      data-testid={testId}
      data-state={won ? 'won' : 'playing'}
      data-open={board.open.length}
      data-turn={board.turn + 1}
      onKeyDown={grid.onKeyDown}
    >
      {Array.from({ length: rows }, (_, row) => (
        <div role="row" className="mc-row" key={row}>
          {Array.from({ length: cols }, (_, col) => {
            const card = row * cols + col;
            const up = isFaceUp(board, card);
            const owner = board.found[card];
            const state = owner > 0 ? 'found' : up ? 'up' : 'down';
            return (
              <div
                key={col}
                role="gridcell"
                className={`mc-card mc-card--${state}`}
                aria-label={cardLabel(puzzle, board, theme, card)}
                data-row={row}
                data-col={col}
                data-state={state}
                {...(up ? { 'data-face': puzzle.faces[card] } : {})}
                onClick={() => onFlip(card)}
                {...grid.cellProps(row, col)}
              >
                <div className="mc-card__inner" aria-hidden="true">
                  <div className="mc-card__back" />
                  <div className="mc-card__front">
                    {up && <FaceArt theme={theme} face={puzzle.faces[card]} />}
                    {owner > 0 && (
                      <span className="mc-card__mark">
                        ✓{puzzle.players === 2 ? <span className="mc-card__owner">{owner}</span> : null}
                      </span>
                    )}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
