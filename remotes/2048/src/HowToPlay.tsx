/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Slide the tiles. When two tiles with the same number touch, they <strong>merge into one</strong>: 2 + 2 = 4,
        4 + 4 = 8… A tile merges only once per move.
      </p>
      <p>After every move a new 2 or 4 appears. Make a <strong>2048</strong> tile to win (512 on the 3×3 board), then keep going for a higher score.</p>
      <p>The game ends when the board is full and no neighbouring tiles match.</p>
      <h3 className="g2048-help__heading">Controls</h3>
      <ul className="g2048-help__list">
        <li>Keyboard: arrow keys, W A S D, or H J K L.</li>
        <li>Touch or mouse: swipe or drag on the board.</li>
        <li>Undo (optional): turn on “Allow undo”, then use the Undo button or Ctrl+Z (⌘Z on a Mac). Games where you undo keep a separate best score.</li>
      </ul>
      <p>Each board size keeps its own game, saved automatically.</p>
    </>
  );
}
