/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Switch <strong>every light off</strong>. Pressing a light switches it and its neighbours above, below, left and right: the ones
        that were on go off, the ones that were off come on.
      </p>
      <p>Tap or click a light to press it. Every puzzle can be solved, and the order of your presses does not matter.</p>
      <p>
        Keyboard: arrow keys move, <kbd>Enter</kbd> or <kbd>Space</kbd> presses, <kbd>H</kbd> hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo,{' '}
        <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo.
      </p>
      <p>A light that is on is a filled, glowing circle; one that is off is an empty ring, so colour is never needed.</p>
    </>
  );
}
