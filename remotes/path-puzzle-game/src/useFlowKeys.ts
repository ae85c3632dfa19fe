import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import type { KeyboardEvent } from 'react';
import { colourForKey } from './logic/colour-keys';
import { selectedWords } from './logic/words';
import type { FlowGame } from './useFlowGame';

/**
 * The board's keys: 1–9 and 0, ] and [ (n and p) select a flow and say where its keys draw from; every other
 * key goes on to the path input (`drawKeys`: arrows draw the selected flow).
 */
export function useFlowKeys(game: FlowGame, colour: number, select: (colour: number) => void, drawKeys: (event: KeyboardEvent<HTMLElement>) => void) {
  const puzzle = game.puzzle?.puzzle ?? null;
  return (event: KeyboardEvent<HTMLElement>) => {
    if (puzzle && !shouldIgnoreGameKey(event)) {
      const count = puzzle.ends.length;
      const next = colourForKey(event.key, colour, count);
      if (next !== null) {
        event.preventDefault();
        if (next < count) {
          select(next);
          game.announce(selectedWords(puzzle, next, game.board?.paths[next] ?? []));
        }
        return;
      }
    }
    drawKeys(event);
  };
}
