import { NOTE_DIGITS, hasNote, type NoteMask } from './notes';
import './notes.css';

export interface NoteMarksProps {
  mask: NoteMask;
  /** A digit drawn stronger (the selected cell's digit, as on sudoku.com). */
  highlight?: number;
  /** Digits struck through (ruled out, e.g. already placed in a run). */
  struck?: NoteMask;
  className?: string;
}

/**
 * A cell's pencil marks as a 3×3 block of small digits, each in its own place (1 top left, 9 bottom right).
 * Decorative (`aria-hidden`): the cell's accessible name says "notes 3 5" (`describeNotes`).
 */
export function NoteMarks({ mask, highlight, struck = 0, className }: NoteMarksProps) {
  return (
    <span className={className ? `gk-notes ${className}` : 'gk-notes'} aria-hidden="true">
      {NOTE_DIGITS.map((digit) => {
        const on = hasNote(mask, digit);
        const classes = ['gk-note', on ? 'gk-note--on' : 'gk-note--off'];
        if (on && digit === highlight) classes.push('gk-note--highlight');
        if (on && hasNote(struck, digit)) classes.push('gk-note--struck');
        return (
          <span key={digit} className={classes.join(' ')} data-note={on ? digit : undefined}>
            {digit}
          </span>
        );
      })}
    </span>
  );
}
