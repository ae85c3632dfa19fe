/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Place each piece, a single tile or a domino of two, on the 5×5 board. When <strong>three or more</strong> touching tiles show the
        same number of pips, they <strong>merge</strong> into one tile with one more pip, where you placed. A new tile can merge again: chain
        merges score a combo bonus.
      </p>
      <p>Three 7s make a ★ star; three stars blast the 3×3 area around them clear. The game ends when the next piece fits nowhere.</p>
      <p>
        <strong>Mouse or touch:</strong> tap the piece to turn it, then drag it to the board or tap a cell. <strong>Keyboard:</strong> Tab to
        the board, arrows move the ghost piece, R or Space turns it, Enter places it. Undo (Ctrl+Z) takes back the last piece, three times a
        game.
      </p>
      <p>Scoring: each piece scores its pips; a merge scores pips × tiles × 10, doubled on the second merge of a chain, tripled on the third…</p>
    </>
  );
}
