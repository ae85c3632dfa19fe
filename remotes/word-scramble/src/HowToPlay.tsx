/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Unscramble the letters into a <strong>common English word</strong>. Any real word that uses all the letters counts.
      </p>
      <p>
        A round is <strong>10 words</strong> (Easy 4–5 letters, Medium 5–6, Hard 7–8). The <strong>Daily five</strong> is the same for everyone
        today, 4 to 8 letters; finish it on consecutive days for a streak.
      </p>
      <p>
        <strong>Kids · themes</strong> are packs of short words (3–6 letters) on one theme: Animals, Food, My body, Plants, Land, sea &amp; sky,
        Home &amp; things and Places. They are relaxed (no timer) unless you turn the timer on, and each pack keeps its own best score.
      </p>
      <p>
        Each word scores <strong>10 points a letter</strong>, plus the seconds left when the 60-second timer is on. A <strong>hint</strong> reveals
        the next letter in place for 10 points. You may <strong>skip</strong> a word. Solve words in a row for a run.
      </p>
      <p>
        Tap tiles to place them, tap a placed letter to take it back. Keyboard: type the letters, <kbd>Backspace</kbd> deletes,{' '}
        <kbd>Space</kbd> shuffles, <kbd>Enter</kbd> checks and goes on to the next word.
      </p>
    </>
  );
}
