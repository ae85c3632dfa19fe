import { useState } from 'react';
import type { Figure } from './logic/figure';
import { refusedStep } from './logic/trace';

const AGAINST_ARROW = 'That line is one way: trace it the way its arrow points.';

/**
 * Why the last move was refused, shown under the board and said once, until the stroke changes (a drag held
 * against an arrow would otherwise repeat it at every pointer move). `explain` says it when a step onto `to`
 * goes against an arrow, and tells whether it did.
 */
export function useRefusalNote(figure: Figure | null, stroke: readonly number[], announce: (text: string) => void) {
  const [note, setNote] = useState<{ text: string; stroke: readonly number[]; to: number } | null>(null);
  const shownNote = note && note.stroke === stroke ? note.text : null;
  const explain = (path: readonly number[], to: number): boolean => {
    if (!figure || refusedStep(figure, path, to) !== 'against-arrow') return false;
    if (note?.stroke !== stroke || note.to !== to) {
      setNote({ text: AGAINST_ARROW, stroke, to });
      announce(AGAINST_ARROW);
    }
    return true;
  };
  return { shownNote, explain };
}
