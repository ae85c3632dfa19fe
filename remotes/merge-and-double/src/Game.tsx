import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit/GameFrame';
import { Toolbar, UndoButton } from '@games/shared/game-kit/controls/Toolbar';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { lazy, useEffect, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { blockLabel, COLS } from './logic/board';
import { GAME_KEY } from './stores';
import { useMergeAndDouble } from './useMergeAndDouble';
import './merge-and-double.css';

// The result panel and the help text load right after the first paint, outside the first-load budget.
const loadLater = () => import('./later');
const HowToPlay = lazy(() => loadLater().then((later) => ({ default: later.HowToPlay })));

export default function Game({ slug, title }: GameProps) {
  const md = useMergeAndDouble(slug || GAME_KEY);
  const { game } = md;
  // Pause hides the board behind the frame's cover (the anchor's pause screen); nothing runs, so it is view state only.
  const [paused, setPaused] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const focusBoard = () => stageRef.current?.querySelector<HTMLElement>('.md-column[tabindex="0"]')?.focus();
  const refocus = (action: () => void) => () => {
    action();
    focusBoard();
  };

  const [later, setLater] = useState<typeof import('./later')>();
  useEffect(() => void loadLater().then(setLater), []);
  // Keys 1–5 drop into a column, Ctrl/Cmd+Z undoes and P pauses, from anywhere on the page (not while typing or in a dialog).
  const latest = useRef(md);
  latest.current = md;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event, { allowCommand: true })) return;
      if (pausedRef.current && event.key.toLowerCase() !== 'p') return;
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        latest.current.undo();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.toLowerCase() === 'p') {
        event.preventDefault();
        setPaused((was) => !was);
        return;
      }
      const col = Number(event.key) - 1;
      if (Number.isInteger(col) && col >= 0 && col < COLS) {
        event.preventDefault();
        latest.current.dropInto(col);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const end =
    md.over &&
    later?.gameOver({
      outcome: md.ended,
      records: md.records,
      scoreKey: md.scoreKey,
      score: game.score,
      bestTile: game.bestTile,
      undoUsed: game.undoUsed,
      newGame: refocus(md.startNewGame),
      undo: md.canUndo ? refocus(md.undo) : undefined,
      announce: md.announce,
    });
  const words = end && end.words;
  const { announce } = md;
  // The round's end is said once, when its words change.
  useEffect(() => void (words && announce(words)), [announce, words]);
  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="md"
      // Its chunk loads right after the first paint (the effect below); the frame's dialogs wait for it (no "Loading…").
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={refocus(() => {
        setPaused(false);
        md.startNewGame();
      })}
      paused={paused}
      onResume={refocus(() => setPaused(false))}
      restartLabel="New game"
      stats={[
        { label: 'Score', value: game.score.toLocaleString('en-US') },
        { label: game.undoUsed ? 'Best (undo)' : 'Best', value: md.best.toLocaleString('en-US') },
        { label: 'Top block', value: game.bestTile ? blockLabel(game.bestTile) : '–' },
      ]}
      toolbar={
        <Toolbar label="Game tools">
          <UndoButton onClick={refocus(md.undo)} disabled={!md.canUndo || paused} />
          <button type="button" className="gk-button" onClick={() => setPaused(true)} disabled={paused || md.over} aria-keyshortcuts="P">
            Pause
          </button>
        </Toolbar>
      }
      announcement={md.announcement}
      result={end ? end.result : null}
    >
      <div ref={stageRef} className="md-stage">
        <Board md={md} testId={descriptor.ready.testId} />
      </div>
    </GameFrame>
  );
}
