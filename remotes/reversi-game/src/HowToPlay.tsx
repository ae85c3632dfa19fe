import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import { replay } from './logic/game';

// Black f5, White f6, Black e6, then White f4 outflanks two black discs, which flip to white.
const square = (name: string) => name.charCodeAt(0) - 97 + (Number(name[1]) - 1) * 8;
export const EXAMPLE_MOVES = ['f5', 'f6', 'e6', 'f4'].map(square);
const ignore = () => undefined;

export interface HowToPlayProps {
  /** The game's own Board, passed in by Game so webpack keeps it in the first chunk. */
  Board: typeof GameBoard;
}

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay({ Board }: HowToPlayProps) {
  const example = replay(EXAMPLE_MOVES);
  return (
    <HowToPlayLayout
      rules={
        <p>
          Place a disc that <strong>outflanks</strong> a line of your opponent&apos;s discs: they all flip to your colour. No move? You pass. When
          neither side can move, most discs wins.
        </p>
      }
      example={
        <Board
          position={example.position}
          legal={[]}
          showMoves={false}
          last={example.events[example.events.length - 1]}
          ply={EXAMPLE_MOVES.length}
          over={false}
          testId="reversi-example"
          onPlay={ignore}
        />
      }
      exampleCaption="White places a disc on f4 (marked): the two black discs it outflanks flip to white."
      touch={<p>Tap a square to place a disc. Dots show the legal moves; a red square marks the last one.</p>}
      mouse={<p>Click a square to place a disc. Dots show the legal moves; a red square marks the last one.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Enter / Space', does: 'place a disc' },
        { keys: 'Ctrl+Z', does: 'take back' },
      ]}
      more={<p>Play the computer at Easy, Medium or Hard, or a friend on this device. Wins, losses and draws are kept per level.</p>}
    />
  );
}
