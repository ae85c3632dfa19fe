// The frame of every logic puzzle: GameFrame wired to a puzzle session, with the mode/level picker, the
// standard toolbar, the kit's stats (best time, streak), the dealing / failed states, the hint and the
// solved line. A puzzle's Game.tsx passes its board as children and its own extras.
import type { ReactNode } from 'react';
import { deferred } from '../deferred';
import { formatDuration } from '../formatDuration';
import { GameFrame, useFrameBoardSpace, type BoardMessage, type GameStat } from '../GameFrame';
import { ClearButton, HintButton, RedoButton, Toolbar, UndoButton } from '../controls/Toolbar';
import { ModeLevelPicker } from './ModeLevelPicker';
import type { PuzzleController } from './session-api';
import './puzzle-frame.css';

const PuzzleRecordsNote = deferred('help', () =>
  import(/* webpackChunkName: "game-kit-dialogs" */ './PuzzleRecordsNote').then((note) => note.PuzzleRecordsNote),
);

export interface PuzzleGameFrameProps<P, B, M> {
  game: PuzzleController<P, B, M>;
  title: string;
  howToPlay: ReactNode;
  className?: string;
  /** Game-specific figures shown after the kit's Best and Streak. */
  stats?: ReadonlyArray<GameStat>;
  /** Game-specific controls after Undo, Redo, Clear and Hint (a notes toggle, an option switch…). */
  toolbarExtra?: ReactNode;
  /**
   * The board's message line under the board (GameFrame's `message`): the rule the board breaks now, or a
   * short status. Pass null while there is none to keep its line; leave it out when the game has none.
   */
  message?: BoardMessage | null;
  /** The board: shown once a puzzle is dealt. */
  children: ReactNode;
}

export function PuzzleGameFrame<P, B, M>({
  game,
  title,
  howToPlay,
  className,
  stats = [],
  toolbarExtra,
  message,
  children,
}: PuzzleGameFrameProps<P, B, M>) {
  const kitStats: GameStat[] = [
    { label: 'Best', value: game.best },
    game.mode === 'daily'
      ? { label: 'Streak', value: `${game.streak}${game.dailyDoneToday ? ' ✓' : ''}` }
      : { label: 'Daily', value: game.dailyDoneToday ? 'Done ✓' : 'To do' },
  ];

  return (
    <GameFrame
      {...game.frameProps}
      title={title}
      howToPlay={
        <>
          {howToPlay}
          {/* The result contract's rule for puzzles, the same in every game (result/result-rules.ts). */}
          <PuzzleRecordsNote />
        </>
      }
      className={className}
      stats={[...kitStats, ...stats]}
      message={message}
      controls={
        <ModeLevelPicker
          mode={game.mode}
          level={game.level}
          levels={game.levels}
          dailyLabel={`Daily · ${game.levels.find((level) => level.value === game.dailyLevel)?.label ?? game.dailyLevel}`}
          dailyShortLabel="Daily"
          onChange={(mode, level) => game.choose(mode, level)}
        />
      }
      toolbar={
        <PuzzleTools game={game}>{toolbarExtra}</PuzzleTools>
      }
    >
      {game.status === 'dealing' ? (
        <p className="gk-puzzle-status" role="status">
          Dealing a puzzle…
        </p>
      ) : game.status === 'failed' ? (
        <div className="gk-puzzle-status" role="alert">
          <p>{game.failure}</p>
          <button type="button" className="gk-button gk-button--primary" onClick={game.retry}>
            Retry
          </button>
        </div>
      ) : (
        <>
          {children}
          {game.shownHint && (
            <p className="gk-puzzle-hint" data-testid="puzzle-hint">
              <strong>Hint:</strong> {game.shownHint.reason}
            </p>
          )}
          {game.status === 'won' && !game.frameProps.result && !game.resultPending && (
            <p className="gk-puzzle-solved" data-testid="puzzle-solved">
              Solved in {formatDuration(game.session?.elapsedMs ?? 0)}.{' '}
              <button type="button" className="gk-button gk-button--primary" onClick={() => game.newPuzzle()}>
                New puzzle
              </button>
            </p>
          )}
          {game.status === 'lost' && !game.frameProps.result && !game.resultPending && (
            <p className="gk-puzzle-solved" data-testid="puzzle-lost">
              Game over.{' '}
              <button type="button" className="gk-button" onClick={game.restart}>
                Try again
              </button>{' '}
              <button type="button" className="gk-button gk-button--primary" onClick={() => game.newPuzzle()}>
                New puzzle
              </button>
            </p>
          )}
        </>
      )}
    </GameFrame>
  );
}

/** The standard tools, in a column when the frame puts the toolbar beside the board (arrow keys follow). */
function PuzzleTools<P, B, M>({ game, children }: { game: PuzzleController<P, B, M>; children: ReactNode }) {
  const space = useFrameBoardSpace();
  const finished = game.status !== 'playing';
  return (
    <Toolbar label="Puzzle tools" orientation={space?.toolbar === 'beside' ? 'vertical' : 'horizontal'}>
      {game.tools.undo && <UndoButton onClick={game.undo} disabled={!game.canUndo} />}
      {game.tools.undo && <RedoButton onClick={game.redo} disabled={!game.canRedo} />}
      {game.tools.clear && <ClearButton onClick={game.clear} disabled={finished} />}
      {game.tools.hint && <HintButton onClick={game.hint} disabled={finished} used={game.session?.hints ?? 0} />}
      {children}
    </Toolbar>
  );
}
