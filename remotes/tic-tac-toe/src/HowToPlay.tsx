/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Take turns placing your mark. Get <strong>three in a row</strong> — across, down or diagonally — to win. A full board with no line is a
        draw. On the 4×4 and 5×5 boards you need <strong>four in a row</strong>.
      </p>
      <p>
        Play the computer at Easy, Medium or Impossible (on 3×3 it never loses), or two players on one device. In Options choose X or O, who
        starts, and the board size. Your wins, losses and draws are kept for each level.
      </p>
      <p>
        Keyboard: arrow keys move, <kbd>Enter</kbd> or <kbd>Space</kbd> places a mark; on 3×3 the digits <kbd>1</kbd>–<kbd>9</kbd> place in the
        cells in reading order (1 top left, 9 bottom right), and the numeric keypad is laid out as the board (7 top left). <kbd>R</kbd> starts a new game.
      </p>
    </>
  );
}
