/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Turn <strong>every tile black</strong>. Pressing a tile flips it and its neighbours above, below, left and right: white turns
        black and black turns white.
      </p>
      <p>
        Every board can be solved. <strong>Par</strong> is the fewest presses that do it: finish at par for ★★★, a few presses over
        for ★★, any finish for ★. A hint shows one press of a shortest solution (and costs the third star).
      </p>
      <p>
        Tap or click a tile to press it. Keyboard: arrow keys move, <kbd>Enter</kbd> or <kbd>Space</kbd> presses, <kbd>H</kbd> hint,{' '}
        <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo. Restart plays the same board again from zero moves.
      </p>
      <p>A white tile carries a dark ring; a black tile is plain, so shade is never the only clue.</p>
    </>
  );
}
