/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Build a <strong>word ladder</strong> of seven four-letter words, each one letter different from the words above and below it
        (LEAD → LEND → LAND).
      </p>
      <ol>
        <li>Solve the five middle rungs from their clues. A rung that is right locks, turns green and gets a ✓.</li>
        <li>Drag the rungs by their ⠿ handle (or use the Up / Down buttons) until they form a ladder.</li>
        <li>Then the locked top and bottom rungs (striped, with a padlock) open, with one clue for both. Solve them to win.</li>
      </ol>
      <p>
        Keyboard: type letters into the active rung; <kbd>Backspace</kbd> erases; <kbd>Tab</kbd> or <kbd>Enter</kbd> goes to the next rung,{' '}
        <kbd>↑</kbd>/<kbd>↓</kbd> move between rungs; <kbd>Alt</kbd>+<kbd>↑</kbd>/<kbd>↓</kbd> moves the rung itself. Hint reveals a letter (or
        puts a rung in place) and counts against a flawless solve.
      </p>
      <p>A new ladder every day, the archive of every ladder, and your best time, streak and flawless solves are kept.</p>
    </>
  );
}
