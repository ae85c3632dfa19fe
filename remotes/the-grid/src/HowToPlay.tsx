/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Fill cells to reveal a hidden <strong>picture</strong>. The numbers beside each row and above each column are its clue: the
        lengths of its runs of filled cells, in order, with at least one empty cell between runs. “3 1” means three filled cells, a gap,
        then one.
      </p>
      <p>
        Tap or click a cell to fill it; drag to fill along a row or column. Switch the tool to <strong>Cross</strong> (or right-click) to
        mark cells you know are empty. Tap a mark again to take it off. A clue is crossed out once its line matches it, and a finished
        line crosses its remaining cells for you.
      </p>
      <p>
        Keyboard: arrow keys move, <kbd>Space</kbd> or <kbd>Enter</kbd> fills, <kbd>X</kbd> crosses, <kbd>Delete</kbd> clears,{' '}
        <kbd>Shift</kbd>+arrows carry the current cell’s mark along, <kbd>H</kbd> hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo.
      </p>
      <p>
        Under <strong>Options</strong>, “Check each fill” plays it Picross-style: a fill where the picture is blank is striped red and
        costs one of three lives.
      </p>
      <p>Every picture has exactly one solution and, on Easy and Medium, can be found line by line without guessing.</p>
    </>
  );
}
