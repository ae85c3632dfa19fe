/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Find every <strong>pair</strong>. Turn two cards: if they show the same picture they stay up, otherwise they flip back after a
        moment, so remember where each one was.
      </p>
      <p>
        Every two cards turned is one move. Clear the board in few moves for three stars: the fewest possible is one move per pair. The
        daily deal is the same for everyone today; Unlimited deals boards from 3×4 to 6×6.
      </p>
      <p>
        <strong>Two players</strong> (in Options) take turns on one device: finding a pair scores it and plays again; a miss passes the
        turn. The most pairs wins.
      </p>
      <p>
        Keyboard: arrow keys move between cards, <kbd>Enter</kbd> or <kbd>Space</kbd> turns one. Each picture has its own shape, so
        colour is never needed; found cards carry a check mark.
      </p>
    </>
  );
}
