import type { GameProps } from '@games/shared/contracts';
import { deferred } from '@games/shared/game-kit/deferred';
import { levelMapPanel } from '@games/shared/game-kit/levels/LevelMapPanel';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { joinedCount, pipePercent } from './logic/flows';
import { useFlowGame } from './useFlowGame';
import { useFlowInput } from './useFlowInput';
import { useFlowKeys } from './useFlowKeys';
import './game.css';

// The rules text is a chunk of its own, fetched when the dialog first shows it: not part of the first load.
// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk (no fallback flash).
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));
// The level map's packs come with their own chunk, on the map's first open.
const LevelMapPanel = levelMapPanel(() => import('./LevelMap').then((map) => map.LevelMapDialog));

/**
 * Flow: the session (useFlowGame) plays the rules and keeps the stars; the kit's path input (useFlowInput) and
 * the flow keys turn drags, taps and keys into one colour's new path; this view draws the pipes.
 */
export default function Game({ title }: GameProps) {
  const { game, frameGame, bestStars, mapOpen, setMapOpen } = useFlowGame();
  const puzzle = game.puzzle?.puzzle ?? null;
  const board = game.board;
  const { colour, setSelected, input, paths } = useFlowInput(game);
  const onKeyDown = useFlowKeys(game, colour, setSelected, input.onKeyDown);

  return (
    <PuzzleGameFrame
      game={frameGame}
      title={title}
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="flow"
      stats={
        puzzle && board
          ? [
              // One compact figure keeps a phone's header from growing sideways: flows joined, then the pipe %.
              { label: 'Flows', value: `${joinedCount(puzzle, board)}/${puzzle.ends.length} · ${pipePercent(puzzle, board)}%` },
            ]
          : []
      }
    >
      {puzzle && board && (
        <Board
          puzzle={puzzle}
          paths={paths}
          selected={colour}
          hinted={game.shownHint?.cells ?? []}
          solved={game.status === 'won'}
          testId={descriptor.ready.testId}
          pointer={input.pointer}
          onKeyDown={onKeyDown}
        />
      )}
      {mapOpen && <LevelMapPanel game={game} stars={bestStars} onClose={() => setMapOpen(false)} />}
    </PuzzleGameFrame>
  );
}
