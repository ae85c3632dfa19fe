import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import { FigureView } from './Board';
import type { Figure, Line } from './logic/figure';
import { tracedCounts } from './logic/trace';

const line = (a: number, b: number): Line => ({ a, b, count: 1, oneWay: false });
// The house drawn in one stroke: dots 0 and 1 (the bottom corners) have an odd number of lines, so the stroke
// runs from one to the other. Shown half drawn: four of its eight lines traced from the bottom-left corner.
export const EXAMPLE: Figure = {
  width: 2,
  height: 2,
  dots: [
    [0, 2],
    [2, 2],
    [2, 1],
    [0, 1],
    [1, 0],
  ],
  lines: [line(0, 1), line(1, 2), line(2, 3), line(3, 0), line(0, 2), line(1, 3), line(3, 4), line(4, 2)],
  solution: [0, 3, 2, 4, 3, 1, 2, 0, 1],
};
export const EXAMPLE_STROKE = EXAMPLE.solution.slice(0, 5);

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Draw the whole figure in <strong>one stroke</strong>: start on any dot and trace <strong>every line exactly once</strong>. A double
          line is traced twice; an arrow only the way it points.
        </p>
      }
      example={
        <div className="old-board" data-testid="one-line-draw-example">
          <FigureView figure={EXAMPLE} stroke={EXAMPLE_STROKE} counts={tracedCounts(EXAMPLE, EXAMPLE_STROKE)} hinted={[]} cursor={null} />
        </div>
      }
      exampleCaption="Half drawn: the bold stroke began at one bottom corner and will end at the other, the two dots with an odd number of lines."
      touch={<p>Drag from dot to dot along the lines, or tap the next dot; drag back to take back a line. Lifting your finger keeps the stroke; Reset clears it.</p>}
      mouse={<p>Drag from dot to dot along the lines, or click the next dot; drag back to take back a line. Reset clears the stroke.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'pick a dot, then follow a line' },
        { keys: 'Enter', does: 'start at the dot' },
        { keys: 'Home', does: '↖ diagonal' },
        { keys: 'PgUp', does: '↗ diagonal' },
        { keys: 'End', does: '↙ diagonal' },
        { keys: 'PgDn', does: '↘ diagonal' },
        { keys: 'Backspace', does: 'take back a line' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={<p>Hints show the start dot, then the next line. Stars per level: ★★★ without hints, ★★ with one, ★ with more.</p>}
    />
  );
}
