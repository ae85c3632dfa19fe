/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Place a disc so that it <strong>outflanks</strong> a straight line (across, down or diagonal) of your opponent&apos;s discs: every
        outflanked disc flips to your colour. Black moves first.
      </p>
      <p>If you have no legal move you pass. The game ends when neither side can move; whoever has more discs wins.</p>
      <p>
        Tap or click a square. Keyboard: arrow keys move, <kbd>Enter</kbd> or <kbd>Space</kbd> plays, <kbd>Ctrl</kbd>+<kbd>Z</kbd> takes back.
        Dots show your legal moves (switch them off in the settings); a small square marks the last move.
      </p>
      <p>Black discs are solid dark; white discs are light with a dark outline, so colour is never the only clue.</p>
      <p>Play the computer (Easy, Medium or Hard, either colour) or a friend on the same device.</p>
    </>
  );
}
