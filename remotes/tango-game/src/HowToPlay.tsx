import { MoonIcon, SunIcon } from './Symbols';

export function HowToPlay() {
  return (
    <div className="tango-help">
      <p>
        Fill every cell with a sun <SunIcon className="tango-help__icon tango-help__icon--sun" /> or a moon{' '}
        <MoonIcon className="tango-help__icon tango-help__icon--moon" />.
      </p>
      <ul>
        <li>Every row and column has as many suns as moons (three of each).</li>
        <li>No more than two of the same symbol next to each other, across or down.</li>
        <li>
          Cells joined by <b>=</b> hold the same symbol; cells joined by <b>×</b> hold opposite symbols.
        </li>
        <li>Grey cells are given and cannot change. Each puzzle has one answer, reachable without guessing.</li>
      </ul>
      <p>
        <b>Tap</b> a cell to cycle empty → sun → moon; drag from a cell to paint the same symbol.
        <br />
        <b>Keyboard:</b> arrows move, <kbd>S</kbd>/<kbd>1</kbd> sun, <kbd>M</kbd>/<kbd>2</kbd> moon, <kbd>Space</kbd> cycles,{' '}
        <kbd>Backspace</kbd> clears, <kbd>H</kbd> hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo.
      </p>
    </div>
  );
}
