/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Five words on the left, their partners shuffled on the right. Tap a word, then its partner: a <strong>synonym</strong>, an{' '}
        <strong>antonym</strong> or its <strong>definition</strong>, as the round asks. Every word has exactly one partner on screen.
      </p>
      <p>
        A right pair vanishes and a new one comes in; a wrong pair shakes and costs 5 seconds (in <strong>hardcore</strong>, a heart: three
        mistakes end the round). A round is 90 seconds or 20 pairs.
      </p>
      <p>Pairs in a row raise the combo: ×2 after 3, ×3 after 6, ×4 after 9. A mistake resets it. Missed pairs are shown at the end. With <strong>Sound</strong> on, each pair in a row chimes a little higher.</p>
      <p>
        Keyboard: <kbd>1</kbd>–<kbd>5</kbd> pick a word on the left, <kbd>Q</kbd> <kbd>W</kbd> <kbd>E</kbd> <kbd>R</kbd> <kbd>T</kbd> on the
        right; <kbd>Tab</kbd> and <kbd>Enter</kbd> work too.
      </p>
      <p>The daily round is the same for everyone each day (UTC); Unlimited lets you choose the relation, level and hardcore.</p>
    </>
  );
}
