import type { GameProps } from '@games/shared/contracts';
import { GameFrame, shouldIgnoreGameKey, ToolbarButton, TOOL_ICONS, usePrefersReducedMotion } from '@games/shared/game-kit';
import { lazy, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { Board, describeRows, type GhostView } from './Board';
import { SPECIAL } from './logic/board';
import { preview } from './logic/game';
import type { Placement } from './logic/piece';
import { placementAtPoint, type PointOptions } from './pointer';
import { SCORE_KEY } from './stores';
import { Tray } from './Tray';
import { useDominoGame } from './useDominoGame';
import './domino-merge-game.css';

// What is not needed for the first paint loads right after it, outside the first-load budget: the result over
// the board (with its share button) and the help text.
const loadLater = () => import('./later');
const HowToPlay = lazy(() => loadLater().then((later) => ({ default: later.HowToPlay })));

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
/** A press that moves further than this is a drag, not a tap. */
const DRAG_SLOP_PX = 6;

type Drag = { from: 'board' | 'tray'; pointerId: number; x: number; y: number; moved: boolean; touch: boolean };

export default function Game({ slug, title }: GameProps) {
  const g = useDominoGame(slug || descriptor.slug);
  const { game, ghost, setGhost } = g;
  const reduced = usePrefersReducedMotion();
  const boardRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const rowsId = useId();
  const [focused, setFocused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<Drag['from'] | null>(null);
  // The tray's click after a drag must not turn the piece.
  const swallowClick = useRef(false);

  const [later, setLater] = useState<typeof import('./later')>();
  useEffect(() => void loadLater().then(setLater), []);

  const ghostShown = !game.over && (focused || hovering || dragging !== null);
  const shown = ghostShown ? preview(game, ghost) : null;
  const ghostView: GhostView | null = ghostShown ? { piece: game.piece, placement: ghost, fits: shown !== null, steps: shown?.steps ?? [] } : null;

  const placementAt = (event: PointerEvent, options: PointOptions): Placement | null => {
    const grid = gridRef.current?.querySelector('.dm-cells')?.getBoundingClientRect();
    return grid ? placementAtPoint(grid, event.clientX, event.clientY, game.piece, ghost.rotation, options) : null;
  };
  const dragOptions = (d: Drag): PointOptions => (d.from === 'tray' ? { hold: 'centre', liftCells: d.touch ? 1 : 0 } : { hold: 'first' });

  const startDrag = (from: Drag['from'], event: PointerEvent<HTMLElement>) => {
    if (game.over || event.button !== 0) return;
    // The pointer stays with this element until it lifts: a drag never scrolls the page or loses the piece.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { from, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false, touch: event.pointerType !== 'mouse' };
    setDragging(from);
    if (from === 'board') {
      const placement = placementAt(event, { hold: 'first' });
      if (placement) setGhost(placement);
    }
  };

  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) {
      // A mouse hovering over the board shows where a click would place the piece.
      if (event.pointerType === 'mouse' && event.currentTarget === boardRef.current && !game.over) {
        const placement = placementAt(event, { hold: 'first' });
        if (placement) setGhost(placement);
        setHovering(placement !== null);
      }
      return;
    }
    if (!d.moved && Math.hypot(event.clientX - d.x, event.clientY - d.y) > DRAG_SLOP_PX) d.moved = true;
    if (!d.moved && d.from === 'tray') return;
    const placement = placementAt(event, dragOptions(d));
    if (placement) setGhost(placement);
    setHovering(placement !== null);
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
    if (d.from === 'tray' && !d.moved) return; // a tap: the click turns the piece
    if (d.from === 'tray') swallowClick.current = true;
    const placement = placementAt(event, dragOptions(d));
    if (placement) g.placeAt(placement);
    if (event.pointerType !== 'mouse') setHovering(false);
  };

  const cancelDrag = () => {
    drag.current = null;
    setDragging(null);
    setHovering(false);
  };

  const onTrayClick = () => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    g.turn();
  };

  const onBoardKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event, { allowCommand: true }) || game.over) return;
    const arrow = ARROWS[event.key];
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      g.undo();
    } else if (event.ctrlKey || event.metaKey) {
      return;
    } else if (arrow) {
      event.preventDefault();
      setFocused(true);
      g.moveGhost(arrow[0], arrow[1]);
    } else if (event.key === 'r' || event.key === 'R' || event.key === ' ') {
      event.preventDefault();
      setFocused(true);
      g.turn();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setFocused(true);
      g.placeAt(ghost);
    }
  };

  const refocus = (action: () => void) => () => {
    action();
    boardRef.current?.focus();
  };

  const tileText = (value: number) => (value === SPECIAL ? '★' : value || '–');

  const end =
    game.over &&
    later?.gameOver({
      outcome: g.ended,
      records: g.records,
      scoreKey: SCORE_KEY,
      score: game.score,
      bestTile: game.bestTile,
      newGame: refocus(g.startNewGame),
      undo: g.canUndo ? refocus(g.undo) : undefined,
      announce: g.announce,
    });
  const words = end && end.words;
  const { announce } = g;
  // The round's end is said once, when its words change.
  useEffect(() => void (words && announce(words)), [announce, words]);
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
            pointer={{ onPointerDown: (event) => startDrag('tray', event), onPointerMove: moveDrag, onPointerUp: endDrag, onPointerCancel: cancelDrag }}
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
      result={end ? end.result : null}
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
        onPointerDown={(event) => startDrag('board', event)}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={cancelDrag}
        onPointerLeave={(event) => !drag.current && event.pointerType === 'mouse' && setHovering(false)}
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
