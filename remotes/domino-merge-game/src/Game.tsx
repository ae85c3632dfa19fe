import type { GameProps } from '@games/shared/contracts';
import { GameFrame, ToolbarButton, TOOL_ICONS, usePrefersReducedMotion } from '@games/shared/game-kit';
import { lazy, useId, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board, describeRows, type GhostView } from './Board';
import { preview } from './logic/game';
import { tileText } from './logic/tile-text';
import { Tray } from './Tray';
import { useBoardKeys } from './useBoardKeys';
import { useDominoDrag } from './useDominoDrag';
import { useDominoGame } from './useDominoGame';
import { loadLater, useDominoResult } from './useDominoResult';
import './domino-merge-game.css';

const HowToPlay = lazy(() => loadLater().then((later) => ({ default: later.HowToPlay })));

export default function Game({ slug, title }: GameProps) {
  const g = useDominoGame(slug || descriptor.slug);
  const { game, ghost } = g;
  const reduced = usePrefersReducedMotion();
  const boardRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const rowsId = useId();
  const [focused, setFocused] = useState(false);
  const { hovering, dragging, onTrayClick, onPointerLeave, pointer } = useDominoDrag(g, boardRef, gridRef);
  const onBoardKeyDown = useBoardKeys(g, () => setFocused(true));

  const ghostShown = !game.over && (focused || hovering || dragging !== null);
  const shown = ghostShown ? preview(game, ghost) : null;
  const ghostView: GhostView | null = ghostShown ? { piece: game.piece, placement: ghost, fits: shown !== null, steps: shown?.steps ?? [] } : null;

  const refocus = (action: () => void) => () => {
    action();
    boardRef.current?.focus();
  };
  const result = useDominoResult(g, refocus);

  return (
    <GameFrame
      gameKey={slug || descriptor.slug}
      title={title}
      className="dm"
      // Its chunk loads right after the first paint; the frame's dialogs wait for it (no "Loading…").
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={refocus(g.startNewGame)}
      restartLabel="New game"
      stats={[
        { label: 'Score', value: game.score },
        { label: 'Best', value: g.best },
        { label: 'Top tile', value: tileText(g.bestTile) },
      ]}
      toolbar={
        <div className="dm-tools">
          <Tray
            piece={game.piece}
            rotation={ghost.rotation}
            dragging={dragging === 'tray'}
            disabled={game.over}
            onTurn={onTrayClick}
            // The tray holds the pointer while its piece is dragged (captured): the drag's moves and end come here.
            pointer={pointer('tray')}
          />
          <div className="dm-tools__buttons">
            <ToolbarButton
              label={`Undo (${game.undosLeft})`}
              icon={TOOL_ICONS.undo}
              onClick={g.undo}
              disabled={!g.canUndo}
              title="Undo the last piece (Ctrl+Z)"
              keyshortcuts="Control+Z Meta+Z"
            />
          </div>
        </div>
      }
      announcement={g.announcement}
      result={result}
    >
      <div
        ref={boardRef}
        className="dm-board"
        role="application"
        aria-roledescription="board"
        aria-label="Domino merge board, 5 by 5. Arrow keys move the piece, R turns it, Enter places it."
        aria-describedby={rowsId}
        tabIndex={0}
        data-testid={descriptor.ready.testId}
        data-score={game.score}
        data-turn={game.turn}
        data-state={game.over ? 'over' : 'playing'}
        data-ghost-row={ghost.anchor.row}
        data-ghost-col={ghost.anchor.col}
        onKeyDown={onBoardKeyDown}
        onFocus={(event) => event.target === event.currentTarget && setFocused(true)}
        onBlur={(event) => event.target === event.currentTarget && setFocused(false)}
        {...pointer('board')}
        onPointerLeave={onPointerLeave}
      >
        <div ref={gridRef} className="dm-board__inner">
          <Board board={game.board} ghost={ghostView} lastSteps={game.lastSteps} lastPlaced={game.lastPlaced} turn={game.turn} animate={!reduced} />
        </div>
      </div>
      <ol id={rowsId} className="gk-visually-hidden">
        {describeRows(game.board).map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ol>
    </GameFrame>
  );
}
