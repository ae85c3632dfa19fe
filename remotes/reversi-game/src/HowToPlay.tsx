/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Place a disc that <strong>outflanks</strong> a line of your opponent&apos;s discs: they all flip to your colour. No move? You
        pass. When neither side can move, most discs wins.
      </p>
      <p>
        Tap a square, or use the arrow keys and <kbd>Enter</kbd>. Dots show legal moves; a red square marks the last one. Play the
        computer or a friend.
      </p>
    </>
  );
}
