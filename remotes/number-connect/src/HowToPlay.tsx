/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        <strong>Drag a chain</strong> through touching tiles (diagonals count). The first two tiles must be equal; each next tile equals the one
        before it or is <strong>double</strong> it: 2 → 2 → 4 → 8.
      </p>
      <p>
        Let go and the chain merges into its last tile, which becomes the smallest power of two at least the chain’s sum (2+2+4 = 8; 4+4+8 = 16;
        8+8+8 = 24 → 32). The value you make is added to your score and shown above the board while you drag.
      </p>
      <p>
        Tiles fall down and new ones drop in. As your largest tile grows, new tiles get bigger, and from 2048 on the smallest value is retired from the
        board. The game ends when no two touching tiles are equal and no booster is left: a <strong>Shuffle</strong> mixes the tiles, the{' '}
        <strong>Hammer</strong> smashes one tile. Each new largest tile from 512 up earns one of each.
      </p>
      <p>
        Keyboard: arrow keys move the cursor, <kbd>Enter</kbd> or <kbd>Space</kbd> starts the chain and adds tiles, <kbd>Enter</kbd> on the chain’s
        end merges it, <kbd>Backspace</kbd> steps back, <kbd>Escape</kbd> cancels. <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes a move (games with undo keep
        their own best).
      </p>
    </>
  );
}
