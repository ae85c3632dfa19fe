/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Draw the whole figure in <strong>one stroke</strong>: start on any dot and trace <strong>every line exactly once</strong>. A double
        line is traced twice; an arrow can only be traced the way it points. Lifting your finger keeps the stroke; Reset clears it.
      </p>
      <p>
        Tip: when two dots have an odd number of lines, the stroke must start on one of them and end on the other.
      </p>
      <p>
        <strong>Mouse or touch:</strong> drag from dot to dot along the lines, or tap the next dot. Drag back to take back a line.{' '}
        <strong>Keyboard:</strong> on the board, arrows pick a dot and Enter starts there; then arrows follow the lines (Home, Page Up, End
        and Page Down take the diagonals), Backspace takes back a line. Ctrl+Z undoes, H gives a hint.
      </p>
      <p>Hints show the start dot, then the next line. Stars per level: ★★★ without hints, ★★ with one, ★ with more.</p>
    </>
  );
}
