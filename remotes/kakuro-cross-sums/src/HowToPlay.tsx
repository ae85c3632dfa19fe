/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <div className="kk-help">
      <p>
        Fill every white cell with a digit from <strong>1 to 9</strong>. Each clue is the sum of a run: the number above the diagonal is
        the sum of the run to its right, the number below it the sum of the run beneath. <strong>No digit repeats within a run.</strong>
      </p>
      <p>
        The combination helper lists every set of digits that can make the selected cell&apos;s runs, for example &ldquo;17 in 2: 8+9&rdquo;;
        sets a placed digit rules out are struck through.
      </p>
      <ul>
        <li>Tap a cell, then a digit on the keypad. Notes writes small pencil marks instead.</li>
        <li>
          Keyboard: arrows move, <kbd>1</kbd>–<kbd>9</kbd> write, <kbd>Backspace</kbd> erases, <kbd>N</kbd> notes, <kbd>H</kbd> hint,{' '}
          <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo.
        </li>
        <li>A repeated digit gets a ✕; a clue whose run is wrong gets a !; a finished run&apos;s clue fades.</li>
      </ul>
      <p>Every puzzle has exactly one solution; Easy to Hard never need a guess.</p>
    </div>
  );
}
