// What the game says and shows in words: the sides, the levels, each move and the result's title.
import { verdictOf, verdictTitle } from '@games/shared/game-kit/opponent/verdict';
import type { Level } from './logic/engine';
import { squareName, type MoveEvent, type Side } from './logic/game';

export const LEVEL_NAMES: Record<Level, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export const sideName = (side: Side) => (side === 'black' ? 'Black' : 'White');

/** "You d3, 1 disc flipped." with the pass that followed, if any ("Computer passes: no legal move."). */
export function describeEvent(event: MoveEvent, who: (side: Side) => string): string {
  const n = event.flipped.length;
  let text = `${who(event.side)} ${squareName(event.square)}, ${n} disc${n === 1 ? '' : 's'} flipped.`;
  if (event.passed) text += ` ${who(event.passed)} ${event.passed === event.side ? 'pass' : 'passes'}: no legal move.`;
  return text;
}

/** The finished game's title: the kit's words against the computer, the winning side between two players. */
export function resultTitle(winner: Side | null, vsComputer: boolean, human: Side): string {
  if (vsComputer) return verdictTitle(verdictOf(winner, human));
  return winner === null ? 'Draw' : `${sideName(winner)} wins!`;
}
