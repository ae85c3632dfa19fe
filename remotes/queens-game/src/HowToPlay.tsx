import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import { Board } from './Board';
import type { QueensPuzzle } from './logic/board';
import { EMPTY, QUEEN, type Mark } from './logic/marks';

// A solved 4×4: one queen in each row, column and region, none touching.
const EXAMPLE: QueensPuzzle = { size: 4, regions: [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3], solution: [1, 3, 0, 2] };
const EXAMPLE_MARKS: Mark[] = EXAMPLE.regions.map((_, cell) => (EXAMPLE.solution[Math.floor(cell / 4)] === cell % 4 ? QUEEN : EMPTY));
const NONE: ReadonlySet<number> = new Set();
const ignore = () => undefined;

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Place one <strong>queen</strong> in every <strong>row</strong>, every <strong>column</strong> and every coloured{' '}
          <strong>region</strong>. Two queens may never <strong>touch</strong>, not even diagonally.
        </p>
      }
      example={
        <Board
          puzzle={EXAMPLE}
          marks={EXAMPLE_MARKS}
          autoCrossed={NONE}
          conflicts={NONE}
          hintCells={NONE}
          regionLetters={false}
          won={false}
          onCellAction={ignore}
          onPaint={ignore}
          testId="queens-example"
        />
      }
      exampleCaption="Solved: each row, column and colour holds one queen, and no two queens touch."
      touch={<p>Tap a cell once for × (no queen), twice for a queen, again to clear. Drag to mark many ×.</p>}
      mouse={<p>Click a cell once for × (no queen), twice for a queen, again to clear. Drag to mark many ×.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Space', does: '×, queen, empty' },
        { keys: 'Q', does: 'queen' },
        { keys: 'X', does: '×' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
      ]}
      more={<p>Clashing queens are striped red with a ⚠; the Colour-blind option letters each region.</p>}
    />
  );
}
