import { usePathInput, type PathTarget } from '@games/shared/game-kit/path/usePathInput';
import { useMemo, useState } from 'react';
import { bridgeSet, cellName, edgeId, endpointColours, wallSet } from './logic/board';
import { letterOf } from './logic/colours';
import { drawingRules, shownPaths } from './logic/flows';
import type { FlowGame } from './useFlowGame';

/**
 * The selected flow and the kit's path input: drags, taps and keys draw one colour's new path (a press on a
 * dot or a pipe selects its colour); a refused step is said with its reason. `paths` are the pipes to draw,
 * the live drag included.
 */
export function useFlowInput(game: FlowGame) {
  const puzzle = game.puzzle?.puzzle ?? null;
  const board = game.board;
  const [selected, setSelected] = useState(0);
  const colour = puzzle ? Math.min(selected, puzzle.ends.length - 1) : 0;
  const endColour = useMemo(() => (puzzle ? endpointColours(puzzle) : null), [puzzle]);
  const rules = useMemo(() => (puzzle ? puzzle.ends.map((_, k) => drawingRules(puzzle, k)) : []), [puzzle]);

  const targetOf = (k: number): PathTarget | null =>
    puzzle && board ? { id: k, rules: rules[k], path: board.paths[k], commit: (path) => game.play({ colour: k, path }) } : null;

  const input = usePathInput({
    target: targetOf(colour),
    enabled: game.status === 'playing',
    pick(cell) {
      if (!board || !endColour) return null;
      // On a bridge two pipes may meet: the selected colour's goes first.
      const k = endColour[cell] >= 0 ? endColour[cell] : board.paths[colour]?.includes(cell) ? colour : board.paths.findIndex((path) => path.includes(cell));
      if (k < 0) return null;
      setSelected(k);
      return targetOf(k);
    },
    keyStart: () => puzzle?.ends[colour][0] ?? null,
    refuse: (cell) => {
      if (cell === null || !puzzle || !board) return game.announce('Cannot go that way.');
      const path = board.paths[colour];
      const end = path[path.length - 1];
      const walled = end !== undefined && wallSet(puzzle).has(edgeId(end, cell));
      const bridged = path.length >= 2 && bridgeSet(puzzle).has(end);
      game.announce(`Flow ${letterOf(colour)} cannot go to ${cellName(cell, puzzle.size)}${walled ? ': a wall is in the way' : bridged ? ': on a bridge a pipe goes straight on' : ''}.`);
    },
  });

  const paths = puzzle && board ? (input.drag ? shownPaths(puzzle, board, input.drag.target.id as number, input.drag.path) : board.paths) : [];
  return { colour, setSelected, input, paths };
}
