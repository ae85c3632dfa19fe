/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Find <strong>four groups of four</strong> words that share something. Select four words and press <strong>Submit</strong>.
      </p>
      <p>
        Groups run from ● Yellow (straightforward) through ▲ Green and ◆ Blue to ★ Purple (wordplay, the trickiest). Every found group
        shows its colour, its shape and its name. Watch out for words that seem to fit more than one group: only one way uses all
        sixteen.
      </p>
      <p>
        A wrong guess costs a mistake; <strong>four mistakes</strong> end the game. &ldquo;One away…&rdquo; means three of your four
        belong together. The same guess cannot be made twice.
      </p>
      <p>
        Keyboard: arrow keys move, <kbd>Space</kbd> selects, <kbd>Enter</kbd> submits, <kbd>S</kbd> shuffles, <kbd>D</kbd> deselects all.
      </p>
      <p>A new daily puzzle every day (UTC); the Archive holds the past dailies, your marks, stats and streak.</p>
    </>
  );
}
