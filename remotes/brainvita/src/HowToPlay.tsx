/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Jump a peg <strong>over a neighbouring peg</strong> (up, down, left or right, never diagonally) into the empty hole just behind it.
        The peg you jump over is removed. The game ends when no jump is left.
      </p>
      <p>
        Leave as few pegs as you can: one peg in the centre is <strong>Genius</strong>, one elsewhere Excellent, two Very good, three Good,
        four or five Average.
      </p>
      <p>
        Tap a peg, then one of its landing holes (marked with a ring), or drag the peg there. Easy, Medium and Hard are positions that can
        always be finished with one peg; English (33 holes) and French (37 holes) are the classic full boards.
      </p>
      <p>
        Keyboard: arrow keys move, <kbd>Enter</kbd> or <kbd>Space</kbd> picks a peg and then jumps it to a landing hole, <kbd>H</kbd>{' '}
        hint (a jump that still allows a one-peg finish), <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo.
      </p>
      <p>Pegs are raised balls; holes are small sunken dots; landing holes carry a dashed ring.</p>
    </>
  );
}
