import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit/GameFrame';
import { Toolbar, ToolbarButton, UndoButton } from '@games/shared/game-kit/controls/Toolbar';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { lazy, useEffect, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { tileLabel } from './logic/board';
import { GAME_KEY } from './stores';
import { useNumberConnect } from './useNumberConnect';
import './number-connect.css';

// The panels over the board and the help text load right after the first paint, outside the first-load budget.
const loadLater = () => import('./later');
const HowToPlay = lazy(() => loadLater().then((later) => ({ default: later.HowToPlay })));

const SHUFFLE_ICON = 'M4 7h3c5 0 5 10 10 10h3M4 17h3c2 0 3-1.5 4-3.5M13 9.5c1-2 2-2.5 4-2.5h3M18 4l3 3-3 3M18 14l3 3-3 3';
const HAMMER_ICON = 'M14 4l6 6-3 3-6-6zM11 7l-8 8 3 3 8-8';

export default function Game({ slug, title }: GameProps) {
  const nc = useNumberConnect(slug || GAME_KEY);
  const { game } = nc;
  const boardRef = useRef<HTMLDivElement>(null);
  const focusBoard = () => boardRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  const refocus = (action: () => void) => () => {
    action();
    focusBoard();
  };

  const [later, setLater] = useState<typeof import('./later')>();
  useEffect(() => void loadLater().then(setLater), []);
  // Ctrl/Cmd+Z undoes from anywhere on the page, except while typing or in a dialog.
  const undoRef = useRef(nc.undo);
  undoRef.current = nc.undo;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event, { allowCommand: true })) return;
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        undoRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const end =
    nc.over &&
    later?.gameOver({
      outcome: nc.ended,
      records: nc.records,
      scoreKey: nc.scoreKey,
      score: game.score,
      bestTile: game.bestTile,
      undoUsed: game.undoUsed,
      newGame: refocus(nc.startNewGame),
      undo: nc.canUndo ? refocus(nc.undo) : undefined,
      announce: nc.announce,
    });
  const words = end && end.words;
  const { announce } = nc;
  // The round's end is said once, when its words change.
  useEffect(() => void (words && announce(words)), [announce, words]);
  const stuck = !nc.over && nc.stuck && !nc.hammering && later?.stuckResult({ shuffles: game.shuffles, hammers: game.hammers, shuffle: refocus(nc.shuffle), hammer: refocus(nc.toggleHammer) });
  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="nc"
      // Its chunk loads right after the first paint; the frame's dialogs wait for it (no "Loading…").
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={refocus(nc.startNewGame)}
      restartLabel="New game"
      stats={[
        { label: 'Score', value: game.score.toLocaleString('en-US') },
        { label: game.undoUsed ? 'Best (undo)' : 'Best', value: nc.best.toLocaleString('en-US') },
        { label: 'Top tile', value: tileLabel(game.bestTile) },
      ]}
      toolbar={
        <Toolbar label="Game tools">
          <UndoButton onClick={refocus(nc.undo)} disabled={!nc.canUndo} />
          <ToolbarButton label="Shuffle" icon={SHUFFLE_ICON} count={game.shuffles} countLabel={`${game.shuffles} left`} disabled={game.shuffles === 0 || nc.over} onClick={refocus(nc.shuffle)} />
          <ToolbarButton
            label="Hammer"
            icon={HAMMER_ICON}
            count={game.hammers}
            countLabel={`${game.hammers} left`}
            pressed={nc.hammering}
            disabled={(game.hammers === 0 && !nc.hammering) || nc.over}
            onClick={refocus(nc.toggleHammer)}
          />
        </Toolbar>
      }
      announcement={nc.announcement}
      result={end ? end.result : stuck || null}
    >
      {/* The hammer's press that ends the round leaves focus on the result's heading, not on the pressed tile. */}
      <div ref={boardRef} className="nc-stage" onMouseDown={nc.over ? (event) => event.preventDefault() : undefined}>
        <Board nc={nc} testId={descriptor.ready.testId} />
      </div>
    </GameFrame>
  );
}
