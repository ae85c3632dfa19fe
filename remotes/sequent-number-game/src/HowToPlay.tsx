import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import type { Board as GameBoard } from './Board';
import type { SequentPuzzle } from './logic/grid';

// A solved 4×4 Hidato: 1 to 16 as one chain of touching cells (diagonals count); its six givens (bold) have
// this one solution.
export const EXAMPLE_SOLUTION = [1, 2, 6, 7, 3, 5, 9, 8, 4, 10, 13, 16, 11, 12, 14, 15];
export const EXAMPLE: SequentPuzzle = { size: 4, moves: 'king', givens: [1, 0, 0, 7, 0, 0, 0, 0, 4, 0, 0, 16, 11, 0, 14, 0] };
const NONE: readonly number[] = [];
const NO_CONFLICTS: ReadonlySet<number> = new Set();
const ignore = () => undefined;
const NO_POINTER: PathPointerProps = { onPointerDown: ignore, onPointerMove: ignore, onPointerUp: ignore, onPointerCancel: ignore };

/** The rules and controls, shown in the kit's how-to-play dialog. */
export interface HowToPlayProps {
  /** The game's own Board, passed in by Game: imported here, webpack could no longer inline it into the first chunk. */
  Board: typeof GameBoard;
}

export function HowToPlay({ Board }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Fill every cell so that 1 to the last number form one chain, each number <strong>touching the next</strong>: diagonals count in
          Hidato, not in Numbrix. Bold numbers are given.
        </p>
      }
      example={
        <Board
          puzzle={EXAMPLE}
          values={EXAMPLE_SOLUTION}
          notes={[]}
          notesMode={false}
          next={0}
          candidates={NONE}
          conflicts={NO_CONFLICTS}
          hinted={NONE}
          chain={NONE}
          solved={false}
          testId="sequent-example"
          label="Example"
          pointer={NO_POINTER}
          onCursor={ignore}
          onDigit={ignore}
          onErase={ignore}
          onToggleNotes={ignore}
        />
      }
      exampleCaption="Solved Hidato: each number from 1 to 16 touches the next, diagonals included; bold ones were given."
      touch={
        <p>
          Drag from a number to lay the next ones along your finger; drag back to take them off. Or tap a cell and a number on the pad. The
          cells the next number can take get a dotted ring.
        </p>
      }
      mouse={
        <p>
          Drag from a number to lay the next ones along the pointer; drag back to take them off. Or click a cell and a number on the pad. The cells the
          next number can take get a dotted ring.
        </p>
      }
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: '0–9', does: 'type (1 then 2 makes 12)' },
        { keys: 'Backspace', does: 'clear' },
        { keys: 'N', does: 'notes on/off' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={<p>Each puzzle has exactly one solution. A number in conflict is struck through and underlined, not only coloured.</p>}
    />
  );
}
