import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Board, describeRows } from './Board';
import { BOARD_SIZES, sizeLabel } from './logic/grid';
import { GAME_KEY } from './stores';
import { useGame2048 } from './useGame2048';
import { useKeyboardControls } from './useKeyboardControls';
import { useSwipe } from './useSwipe';
import './game2048.css';

// What is not needed for the first paint loads right after it, outside the first-load budget: the round's
// result (share) and the help text.
const loadLater = () => import('./later');
const HowToPlay = lazy(() => loadLater().then((later) => ({ default: later.HowToPlay })));

export default function Game({ slug, title }: GameProps) {
  const g = useGame2048(slug || GAME_KEY);
  const { game } = g;
  const boardRef = useRef<HTMLDivElement>(null);
  const rowsId = useId();
  const refocus = (action: () => void) => () => {
    action();
    boardRef.current?.focus();
  };

  const [later, setLater] = useState<typeof import('./later')>();
  useEffect(() => void loadLater().then(setLater), []);
  const end = later && later.boardResult(g, refocus);
  const words = end && end.words;
  const { announce } = g;
  // The round's end is said once, when its words change.
  useEffect(() => void (words && announce(words)), [announce, words]);
  useKeyboardControls({ onMove: g.play, onUndo: g.settings.undoEnabled ? g.undo : undefined });
  const swipe = useSwipe(g.play);

  const score = (
    <span className="g2048-score">
      {game.score}
      {g.scoreGain && (
        <span key={g.scoreGain.key} className="g2048-score__gain" aria-hidden="true">
          +{g.scoreGain.amount}
        </span>
      )}
    </span>
  );

  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="g2048"
      howToPlay={
        // Its chunk loads right after the first paint (the effect below), before a player opens the help.
        <Suspense fallback={null}>
          <HowToPlay Board={Board} />
        </Suspense>
      }
      onRestart={refocus(() => g.startNewGame())}
      restartLabel="New game"
      stats={[
        { label: 'Score', value: score },
        { label: game.undoUsed ? 'Best (undo)' : 'Best', value: g.best },
      ]}
      toolbar={
        <>
          <div className="g2048-sizes" role="group" aria-label="Board size">
            {BOARD_SIZES.map((size) => (
              <button key={size} type="button" className="gk-button g2048-size" aria-pressed={size === game.size} onClick={() => g.changeSize(size)}>
                {sizeLabel(size)}
              </button>
            ))}
          </div>
          <label className="g2048-switch">
            <input type="checkbox" checked={g.settings.undoEnabled} onChange={(event) => g.setUndoEnabled(event.target.checked)} />
            <span>Allow undo</span>
          </label>
          {g.settings.undoEnabled && (
            <button type="button" className="gk-button" onClick={g.undo} disabled={!g.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
              Undo
            </button>
          )}
        </>
      }
      announcement={g.announcement}
      result={end ? end.result : null}
    >
      <div
        ref={boardRef}
        className={`g2048-board g2048-board--size-${game.size}`}
        role="application"
        aria-label={`2048 board, ${sizeLabel(game.size)}. Use arrow keys or swipe to move the tiles.`}
        aria-describedby={rowsId}
        tabIndex={0}
        data-testid="board-2048"
        data-score={game.score}
        data-size={game.size}
        data-state={game.over ? 'over' : g.showingWin ? 'won' : 'playing'}
        {...swipe}
      >
        <Board grid={game.grid} />
      </div>
      <ol id={rowsId} className="gk-visually-hidden">
        {describeRows(game.grid).map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ol>
    </GameFrame>
  );
}
