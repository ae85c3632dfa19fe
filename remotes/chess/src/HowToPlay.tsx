export function HowToPlay() {
  return (
    <>
      <p>
        Play chess against the computer (8 levels, from a beginner who blunders to a strong club player) or against a friend on
        this device. Checkmate the enemy king to win.
      </p>
      <p>
        <strong>Move</strong> by dragging a piece, or tap it and then tap a dot. With the keyboard, use the arrow keys on the board
        and Enter to pick up and drop, or type a move such as <kbd>e4</kbd>, <kbd>Nf3</kbd>, <kbd>O-O</kbd> or <kbd>e8=Q</kbd>.
      </p>
      <p>
        Stuck? <strong>Hint</strong> shows a good move; <strong>Take back</strong> undoes your last move. You can offer a draw
        (the computer accepts only when it stands clearly worse) or resign. Export the game as PGN or FEN. Your game is saved as you play.
      </p>
      <p>
        <strong>Clock</strong> (off by default): choose a time control such as 3+2 (three minutes each, two seconds added per
        move). The clocks start once both sides have moved; whoever runs out of time loses, unless the other side has only its
        king left (a draw). The computer&rsquo;s thinking counts on its own clock. The clock stops while the page is hidden.
      </p>
    </>
  );
}
