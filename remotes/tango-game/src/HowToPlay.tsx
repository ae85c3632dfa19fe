import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import { Board } from './Board';
import { EMPTY, MOON, SUN, type CellValue, type TangoPuzzle } from './logic/types';
import { MoonIcon, SunIcon } from './Symbols';

// A solved 4×4: two suns and two moons in every line, never three alike in a row, = joins two suns, × a sun and a moon.
const S = SUN;
const M = MOON;
const SOLVED: CellValue[] = [S, M, S, M, M, S, M, S, S, S, M, M, M, M, S, S];
const EXAMPLE: TangoPuzzle = {
  size: 4,
  givens: SOLVED.map((value, cell) => (cell === 0 || cell === 10 ? value : EMPTY)),
  signs: [
    { row: 0, col: 0, direction: 'right', kind: 'opposite' },
    { row: 2, col: 0, direction: 'right', kind: 'equal' },
  ],
  solution: SOLVED,
  difficulty: 'easy',
  seed: 'how-to-play',
};
const NO_CONFLICTS = { cells: new Set<number>(), signs: new Set<number>(), messages: [] };
const ignore = () => undefined;

export function HowToPlay() {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Fill every cell with a sun <SunIcon className="tango-help__icon tango-help__icon--sun" /> or a moon{' '}
          <MoonIcon className="tango-help__icon tango-help__icon--moon" />: each row and column holds as many of each, and never three
          alike in a row. Cells joined by <b>=</b> match; by <b>×</b> they differ. Grey cells are given.
        </p>
      }
      example={<Board puzzle={EXAMPLE} cells={SOLVED} conflicts={NO_CONFLICTS} hintIndex={null} solved={false} onMove={ignore} onLocked={ignore} testId="tango-example" />}
      exampleCaption="Solved: two suns and two moons in every row and column; = joins two suns, × a sun and a moon."
      touch={<p>Tap a cell to cycle empty, sun, moon; drag from a cell to paint the same symbol.</p>}
      mouse={<p>Click a cell to cycle empty, sun, moon; drag from a cell to paint the same symbol.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'S', does: 'sun' },
        { keys: 'M', does: 'moon' },
        { keys: 'Space', does: 'cycle' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
      ]}
    />
  );
}
