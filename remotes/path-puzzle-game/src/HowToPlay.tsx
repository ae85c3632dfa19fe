/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Join each pair of dots with the same letter by a pipe. Pipes go up, down, left and right, never cross or branch, and the
        puzzle is solved when <strong>every pair is joined and every cell is filled</strong>. Each puzzle has exactly one solution.
      </p>
      <p>
        Drag from a dot to draw its pipe; drag back to shorten it; press a pipe to cut it back to that cell and go on from there.
        Drawing across another pipe cuts that pipe.
      </p>
      <p>
        Keyboard: <kbd>1</kbd>–<kbd>9</kbd> (or <kbd>[</kbd> and <kbd>]</kbd>) pick a colour, the arrow keys draw it, <kbd>Backspace</kbd>{' '}
        steps back, <kbd>H</kbd> hint (draws one whole pipe), <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo.
      </p>
      <p>
        In the walled packs, thick bars between cells are <strong>walls</strong>: no pipe may cross one.
      </p>
      <p>
        In the bridge packs, a cell with rails is a <strong>bridge</strong>: two pipes cross there, one straight across (over the deck) and
        one straight down (under it). No pipe turns on a bridge, and the board is full only when both ways over every bridge are used.
      </p>
      <p>
        Moves count each time you draw with a different colour: one move per colour is perfect (three stars), and each hint costs a star. Every dot carries its letter, so
        colour is never needed.
      </p>
      <p>
        Levels come in packs by board size, 30 numbered levels each, the same for everyone. <strong>Levels</strong> opens the map with your
        stars; after a win, <strong>Next level</strong> goes on. A daily puzzle is there too.
      </p>
    </>
  );
}
