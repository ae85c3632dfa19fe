/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Each row and column has a <strong>target sum</strong> (left and top). <strong>Erase</strong> the digits that do not belong, so
        the digits left in every row and column add up to its target. On hard levels, coloured <strong>cages</strong> (dashed outlines)
        have their own sum in the corner too.
      </p>
      <p>
        Pick a tool, <strong>Erase</strong> or <strong>Keep</strong>, and tap digits. Keeping circles a digit you are sure of. A sum that
        adds up turns green with a ✓, and its undecided digits are circled for you. You win when every unneeded digit is erased.
      </p>
      <p>
        With <strong>Lives</strong> on you have three: erasing a needed digit or keeping a wrong one costs a life (the digit stays as it
        was, marked ✗). Switch Lives off in Options for no penalty.
      </p>
      <p>
        Keyboard: arrow keys move, <kbd>X</kbd> or <kbd>Delete</kbd> erases, <kbd>O</kbd> or <kbd>Space</kbd> keeps, <kbd>Enter</kbd> uses
        the chosen tool, <kbd>H</kbd> hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo.
      </p>
      <p>Every puzzle has exactly one answer; on Easy and Medium it can be found from the sums without guessing.</p>
    </>
  );
}
