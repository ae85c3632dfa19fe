/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Find every word of the list hidden in the grid. Words run in straight lines: on <strong>Easy</strong> only → and ↓, on{' '}
        <strong>Medium</strong> also diagonally ↘ and ↗, on <strong>Hard</strong> in all eight directions, even backwards.
      </p>
      <p>
        <strong>Drag</strong> from the first letter to the last, or <strong>tap</strong> the first letter and then the last. With the
        keyboard, move with the <strong>arrow keys</strong>, press <strong>Space</strong> or <strong>Enter</strong> on the first and on the
        last letter; <strong>Esc</strong> cancels.
      </p>
      <p>Stuck? “Hint” flashes the first letter of a word, but costs points. A new daily puzzle comes every day; “New puzzle” gives unlimited more.</p>
    </>
  );
}
