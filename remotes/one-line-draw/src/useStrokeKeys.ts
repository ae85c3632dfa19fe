import { shouldIgnoreGameKey } from '@games/shared/game-kit';
import { retract, stepTo, type PathRules } from '@games/shared/game-kit/path';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { cursorStart, cursorWords } from './logic/cursor';
import type { Figure } from './logic/figure';
import { cursorMove, dotAt, dotToward, KEY_DIRECTIONS } from './logic/keys';
import { canStep } from './logic/trace';

export interface StrokeKeysOptions {
  figure: Figure | null;
  stroke: readonly number[];
  neighbours: readonly number[][];
  rules: PathRules | null;
  playing: boolean;
  play: (stroke: number[]) => void;
  announce: (text: string) => void;
  /** Says why a step onto `to` is refused when an arrow forbids it; false when that is not why. */
  explain: (path: readonly number[], to: number) => boolean;
}

/**
 * The board's keys: before the stroke, arrows move a cursor over the lattice and Enter or Space starts there;
 * then arrows (Home, Page Up, End, Page Down for diagonals) follow the lines and Backspace or Delete takes one back.
 */
export function useStrokeKeys({ figure, stroke, neighbours, rules, playing, play, announce, explain }: StrokeKeysOptions) {
  const [cursor, setCursor] = useState<readonly [number, number]>([0, 0]);

  // The keyboard cursor starts on the figure's first dot.
  useEffect(() => {
    if (figure) setCursor(cursorStart(figure));
  }, [figure]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!figure || !playing || shouldIgnoreGameKey(event)) return;
    const direction = KEY_DIRECTIONS[event.key];
    if (stroke.length === 0) {
      if (direction) {
        event.preventDefault();
        const next = cursorMove(figure, cursor, direction);
        setCursor(next);
        const dot = dotAt(figure, next);
        announce(cursorWords(next, dot, dot >= 0 ? neighbours[dot].length : 0));
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const dot = dotAt(figure, cursor);
        if (dot >= 0) play([dot]);
        else announce('No dot here to start from.');
      }
      return;
    }
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const back = retract(stroke);
      if (back) play(back);
      return;
    }
    if (!direction) return;
    event.preventDefault();
    const end = stroke[stroke.length - 1];
    const back = stroke.length >= 2 ? stroke[stroke.length - 2] : -1;
    const options = neighbours[end].filter((dot) => dot === back || canStep(figure, stroke, dot));
    const toward = dotToward(figure, end, options, direction);
    if (toward === 'ambiguous') announce('Two lines go that way: use Home, Page Up, End or Page Down for a diagonal.');
    else if (toward === null) {
      // A line that way which only its arrow forbids is said as such (and shown), not as no line at all.
      const blocked = dotToward(figure, end, neighbours[end].filter((dot) => dot !== back), direction);
      if (typeof blocked !== 'number' || !explain(stroke, blocked)) announce('No line left to trace that way.');
    } else {
      const next = stepTo(rules!, stroke, toward);
      if (next) play(next);
    }
  };

  return { cursor, onKeyDown };
}
