/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Fill every cell so that the numbers 1 to the last run as one chain: each number <strong>touches the next</strong>. In Hidato that
        includes diagonals; in Numbrix only up, down, left and right. Bold numbers are given; each puzzle has exactly one solution.
      </p>
      <p>
        Drag from any number to lay the next ones along your finger (7, 8, 9…); drag back to take them off. The next number you still
        need is shown above the board, and the cells where it can go are marked with a dotted ring.
      </p>
      <p>
        Keyboard: arrow keys move, type a number (two digits in a row make 12), <kbd>Backspace</kbd> clears, <kbd>H</kbd> hint,{' '}
        <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo. A number in conflict is struck through and underlined, not only coloured.
      </p>
    </>
  );
}
