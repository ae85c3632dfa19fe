/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        <strong>Drop the block</strong> shown under “Next” into one of the five columns: tap or click the column. The two blocks after it are shown
        beside it.
      </p>
      <p>
        A block that touches equal blocks (above, below, left or right) <strong>merges</strong> with them: two 8s make 16, three make 32, four make
        64. The new block then checks its own neighbours, and blocks fall into gaps, so one drop can set off a chain reaction.
      </p>
      <p>
        Each merge scores its value, times its place in the chain: the second merge of a drop counts double, the third triple. New blocks grow with
        your largest block. A full column still takes a block equal to its top one. The game ends when the block fits no column.
      </p>
      <p>
        Keyboard: <kbd>←</kbd> <kbd>→</kbd> choose a column, <kbd>Enter</kbd>, <kbd>Space</kbd> or <kbd>↓</kbd> drops, keys <kbd>1</kbd>–<kbd>5</kbd>{' '}
        drop into that column. <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes a drop (games with undo keep their own best); <kbd>P</kbd> pauses.
      </p>
    </>
  );
}
