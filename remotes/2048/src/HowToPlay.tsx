/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Slide all tiles with the <strong>arrow keys</strong> (or W A S D, H J K L), or <strong>swipe</strong> on the board.
        Two touching tiles with the same number merge into one: 2 + 2 = 4. A tile merges once per move.
      </p>
      <p>After each move a new 2 or 4 appears. Make <strong>2048</strong> to win (512 on 3×3), then keep going. The game ends when no move is left.</p>
      <p>
        Undo is optional: turn on “Allow undo”, then press Undo or Ctrl+Z (⌘Z). Games with undo keep their own best score. Each board
        size keeps its own saved game.
      </p>
    </>
  );
}
