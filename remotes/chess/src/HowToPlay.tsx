export function HowToPlay() {
  return (
    <>
      <p>Play the computer (8 levels, from beginner to strong club player) or a friend on this device. Checkmate the king to win.</p>
      <p>
        <strong>Move</strong> by dragging a piece, or tap it and then tap a dot. With the keyboard, use the arrow keys on the board
        and Enter to pick up and drop, or type a move such as <kbd>e4</kbd>, <kbd>Nf3</kbd>, <kbd>O-O</kbd> or <kbd>e8=Q</kbd>.
      </p>
      <p>
        <strong>Hint</strong> shows a good move; <strong>Take back</strong> undoes your last one. Offer a draw (the computer
        accepts only when clearly worse) or resign. Export as PGN or FEN; the game is saved as you play.
      </p>
      <p>
        <strong>Clock</strong> (optional): 3+2 is three minutes each plus two seconds a move. Running out of time loses; the
        clock stops while the page is hidden.
      </p>
    </>
  );
}
