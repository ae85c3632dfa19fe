/** Words for screen readers after a change, and the spoiler-free rows of the share text. */
import { endsOpen, isRowSolved, middleSolved, type Board } from './board';
import { RUNGS } from './content';
import type { Puzzle } from './puzzle';

export function describeChange(puzzle: Puzzle, before: Board, after: Board): string | null {
  if (before.order.join() !== after.order.join()) {
    const changed = after.order.filter((word, i) => before.order[i] !== word);
    const shift = (word: number) => Math.abs(after.order.indexOf(word) - before.order.indexOf(word));
    const name = (word: number) => puzzle.words[word].toUpperCase();
    const moved = changed.reduce((best, word) => (shift(word) > shift(best) ? word : best), changed[0]);
    const place =
      changed.length === 2
        ? `${name(changed[0])} and ${name(changed[1])} swapped places.`
        : `${name(moved)} moved to rung ${after.order.indexOf(moved) + 2}.`;
    return endsOpen(puzzle, after) ? `${place} Ladder complete! The top and bottom rungs are open. Clue: ${puzzle.endClue}` : place;
  }
  for (let word = 0; word < RUNGS; word += 1) {
    if (before.letters[word] === after.letters[word]) continue;
    if (isRowSolved(puzzle, after, word) && !isRowSolved(puzzle, before, word)) {
      let words = `Correct: ${puzzle.words[word].toUpperCase()}.`;
      if (middleSolved(puzzle, after) && !middleSolved(puzzle, before)) {
        words += endsOpen(puzzle, after)
          ? ` All five solved and already a ladder! The top and bottom rungs are open. Clue: ${puzzle.endClue}`
          : ' All five middle rungs solved. Now put them in ladder order.';
      }
      return words;
    }
    const col = [...after.letters[word]].findIndex((letter, i) => letter !== before.letters[word][i]);
    const letter = after.letters[word][col];
    return letter === ' ' ? `Erased letter ${col + 1}.` : `${letter.toUpperCase()}, letter ${col + 1}.`;
  }
  return null;
}

/** One square per rung, top to bottom: 🟩 solved unaided, 🟨 a hint helped. */
export function shareRows(board: Board): string {
  return board.hinted.map((mask) => (mask ? '🟨' : '🟩')).join('');
}
