/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Make words from <strong>1 to 4 tiles</strong> in order. Tiles can be used again in other words; each word counts once. Words of 1, 2, 3
        and 4 tiles score 1, 2, 4 and 8 points. The word count takes everyday words; a rarer real word scores as a bonus without counting.
      </p>
      <p>
        Five hidden <strong>quartiles</strong> are 4-tile words that together use all 20 tiles. Find all five to complete the puzzle, then keep
        playing: <strong>100 points</strong> makes you an Expert.
      </p>
      <p>Tap tiles, then Submit; tap the last tile again or Clear to undo a pick. A hint marks the first tile of a word you have not found.</p>
      <p>
        Keyboard: the letter on a tile (<kbd>A</kbd>–<kbd>T</kbd>) picks it, <kbd>Enter</kbd> submits, <kbd>Backspace</kbd> removes the last
        tile, <kbd>Esc</kbd> clears, <kbd>Shift</kbd>+<kbd>H</kbd> hint. In the tiles, arrow keys move and <kbd>Space</kbd> picks.
      </p>
      <p>A new daily puzzle comes every day (UTC), the same for everyone; Unlimited deals as many as you like.</p>
    </>
  );
}
