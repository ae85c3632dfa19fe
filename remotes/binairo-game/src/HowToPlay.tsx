/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>Fill the grid with 0s and 1s:</p>
      <ul>
        <li>
          <strong>Three in a row:</strong> never more than two equal digits side by side in a row or column.
        </li>
        <li>
          <strong>Balance:</strong> every row and every column holds as many 0s as 1s.
        </li>
        <li>
          <strong>No equal rows/columns:</strong> no two rows are the same, and no two columns are.
        </li>
      </ul>
      <p>Every puzzle has exactly one solution, and you can always find the next cell by logic: no guessing needed.</p>
      <p>
        Tap a cell to cycle it: empty → 0 → 1 → empty. Keyboard: arrow keys move, <kbd>0</kbd> and <kbd>1</kbd> place,{' '}
        <kbd>Backspace</kbd> or <kbd>Delete</kbd> clears, <kbd>Enter</kbd> or <kbd>Space</kbd> cycles, <kbd>H</kbd> hint,{' '}
        <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo.
      </p>
      <p>
        Given cells are locked and marked with a corner dot. A broken rule marks its cells with stripes and a sign: <strong>3</strong>{' '}
        three in a row, <strong>½</strong> balance, <strong>=</strong> equal lines; the message under the board says what is wrong, and a
        line counts the 0s and 1s of the selected row and column. A hint names the rule that decides a cell.
      </p>
    </>
  );
}
