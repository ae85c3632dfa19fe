import type { GameProps } from '@games/shared/contracts';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { HowToPlay } from './HowToPlay';
import { dealPuzzle } from './logic/deal';
import { LEVELS } from './logic/levels';
import { litCount } from './logic/lights';
import { lightsOutRules } from './logic/rules';
import './game.css';

const lightsOn = (count: number) => `${count} light${count === 1 ? '' : 's'} on.`;

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, records, the result), the kit's
 * frame shows it; this view only draws the board and turns presses into moves.
 */
export default function Game({ title }: GameProps) {
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title,
    rules: lightsOutRules,
    levels: LEVELS,
    // Dealing is instant; a heavier game deals in a worker through the kit's worker client.
    deal: async ({ seed, level }) => dealPuzzle(seed, level),
    describeMove: (_before, after) => lightsOn(litCount(after)),
    describeDeal: (session) => `New ${session.puzzle.size} by ${session.puzzle.size} puzzle. ${lightsOn(litCount(session.puzzle.start))}`,
  });

  return (
    <PuzzleGameFrame game={game} title={title} howToPlay={<HowToPlay />} className="lights-out">
      {game.puzzle && game.board && (
        <Board
          size={game.puzzle.size}
          lights={game.board}
          hinted={game.shownHint?.cells ?? []}
          solved={game.status === 'won'}
          testId={descriptor.ready.testId}
          onPress={(cell) => game.play(cell)}
        />
      )}
    </PuzzleGameFrame>
  );
}
