/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Place one <strong>queen</strong> (crown) in every <strong>row</strong>, every <strong>column</strong> and every coloured{' '}
        <strong>region</strong>. Two queens may never <strong>touch</strong>, not even diagonally.
      </p>
      <p>
        Tap a cell once for <strong>×</strong> (no queen here), twice for a queen, a third time to clear it. Drag across cells to paint
        ×s; a drag that starts on a × erases them.
      </p>
      <p>
        Keyboard: arrow keys move, Space or Enter cycles, <kbd>Q</kbd> queen, <kbd>X</kbd> ×, <kbd>Backspace</kbd> clears, <kbd>H</kbd>{' '}
        hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo.
      </p>
      <p>
        Thick borders separate the regions, so colours are never needed; the <strong>Colour-blind</strong> switch also shows each
        region’s letter in its cells. <strong>Auto-×</strong> (off at first) marks the cells your queens rule out; clashing queens are
        striped red with a ⚠. Every puzzle has exactly one solution and can be solved without guessing.
      </p>
    </>
  );
}
