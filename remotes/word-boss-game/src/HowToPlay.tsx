/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Make words of <strong>3 letters or more</strong> from the six (or seven) letters, each tile once. The slots show every common word
        to find, grouped by length; they fill in as you find them. Other real words count as <strong>bonus words</strong>.
      </p>
      <p>
        You have <strong>2 minutes</strong> a round. Find at least one word that uses <strong>every letter</strong> to go on to the next
        round; otherwise the game is over. Points: 3 letters 30, 4 letters 60, 5 letters 100, 6 letters 200, 7 letters 300, and a bonus
        for finding every word. The missed words are shown at the end with their meanings.
      </p>
      <p>
        Tap tiles to spell, tap a placed letter to take it back. <strong>Shuffle</strong> mixes the tiles, <strong>Last word</strong> brings
        back your last try, <strong>Clear</strong> empties it. Keyboard: type letters, <kbd>Enter</kbd> tries the word, <kbd>Space</kbd>{' '}
        shuffles, <kbd>Backspace</kbd> deletes.
      </p>
      <p>The daily board is the same for everyone today. Turn the timer off for a relaxed game and end the round when you like.</p>
    </>
  );
}
