import { pathCellAtPoint, usePathInput, type PathPointerProps } from '@games/shared/game-kit/path';
import { useMemo, type PointerEvent } from 'react';
import { dotNeighbours, type Figure } from './logic/figure';
import { canStep, strokeRules, tracedCounts } from './logic/trace';

export interface StrokeInputOptions {
  figure: Figure | null;
  stroke: readonly number[];
  playing: boolean;
  play: (stroke: number[]) => void;
  /** Says why a step onto `to` is refused when an arrow forbids it; false when that is not why. */
  explain: (path: readonly number[], to: number) => boolean;
}

/**
 * Drags and taps on the figure: the kit's path input with the stroke's rules, and the stroke as it is drawn
 * (the live drag, else the committed stroke) with the traces of each line.
 */
export function useStrokeInput({ figure, stroke, playing, play, explain }: StrokeInputOptions) {
  const neighbours = useMemo(() => (figure ? dotNeighbours(figure) : []), [figure]);
  const rules = useMemo(() => (figure ? strokeRules(figure, stroke, neighbours) : null), [figure, stroke, neighbours]);
  const input = usePathInput({
    target: rules ? { rules, path: stroke, commit: (path) => play(path) } : null,
    enabled: playing,
  });
  const shown = input.drag ? input.drag.path : stroke;
  const counts = useMemo(() => (figure ? tracedCounts(figure, shown) : []), [figure, shown]);

  // A tap on a dot one line from the stroke's end traces that line, also when the dot was visited before (the
  // path input alone would take the stroke back to that visit). Every other press goes to the path input.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const dot = Number((event.target as Element).closest?.('[data-cell]')?.getAttribute('data-cell'));
    const end = stroke[stroke.length - 1];
    if (figure && playing && stroke.length > 0 && Number.isInteger(dot) && dot !== end && neighbours[end]?.includes(dot) && canStep(figure, stroke, dot)) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      play([...stroke, dot]);
      return;
    }
    if (figure && playing && Number.isInteger(dot) && !stroke.includes(dot)) explain(stroke, dot);
    input.pointer.onPointerDown(event);
  };

  // A drag that reaches a dot only an arrow keeps it from is told why it stops there.
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    input.pointer.onPointerMove(event);
    const path = input.drag?.path;
    const dot = path?.length ? pathCellAtPoint(event.clientX, event.clientY) : null;
    if (path && dot !== null && dot !== path[path.length - 1]) explain(path, dot);
  };

  const pointer: PathPointerProps = { ...input.pointer, onPointerDown, onPointerMove };
  return { neighbours, rules, shown, counts, pointer };
}
