export function HowToPlay() {
  return (
    <div className="sdk-help">
      <p>Fill the grid so that every row, every column and every 3×3 box holds each digit from 1 to 9 exactly once.</p>
      <ul>
        <li>Select a cell, then tap a number. Grey digits are given and cannot change.</li>
        <li>
          <strong>Notes</strong> (or the N key) switches to pencil marks. Placing a digit removes it from the notes of its row,
          column and box. <strong>Fill notes</strong> writes every candidate for you.
        </li>
        <li>
          A digit that differs from the solution shows in red with a ✕ and counts as a mistake. With{' '}
          <strong>3 mistakes = game over</strong> on, the third mistake ends the game.
        </li>
        <li>
          <strong>Hint</strong> shows the next logical step and names its technique, for example “Naked single: r3c5 can only be
          7”.
        </li>
        <li>
          Keyboard: arrows or WASD move, 1–9 place, 0, Backspace or Delete erase, N toggles notes, H hint, Ctrl+Z undo, Ctrl+Y
          redo.
        </li>
      </ul>
      <p>Daily is one Medium puzzle a day, the same for everyone. Unlimited deals new puzzles at the difficulty you pick.</p>
    </div>
  );
}
