/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Draw <strong>one path</strong> that visits <strong>every cell exactly once</strong>. Start at <strong>1</strong>, pass the
        numbers in order and end on the highest number. The path moves up, down, left and right, never across a thick wall.
      </p>
      <p>
        <strong>Drag</strong> from 1 or from the end of your path. Drag back over the path to take it back; tap a cell of the path
        to cut it there.
      </p>
      <p>
        <strong>Keyboard:</strong> focus the board and use the <strong>arrow keys</strong> to extend the path from its end (stepping
        back onto the previous cell takes a step back); <strong>Backspace</strong> removes the last step. Undo: Ctrl+Z, redo: Ctrl+Y,
        hint: H.
      </p>
      <p>A solve is flawless without hints and without ever taking the path back. There is a new daily puzzle every day.</p>
    </>
  );
}
