import type { GameProps } from '@games/shared/contracts';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { ToolbarButton } from '@games/shared/game-kit/controls/Toolbar';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { createStore } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { BoardZoom, ZoomButton } from '@games/shared/game-kit/zoom/BoardZoom';
import { useBoardZoom } from '@games/shared/game-kit/zoom/useBoardZoom';
import { deferred } from '@games/shared/game-kit/deferred';
import { Board, boardStyle, clueLayout, type Tool } from './Board';
import { describeMarks } from './logic/announce';
import { dailyPick } from './logic/daily';
import { LEVELS } from './logic/levels';
import { checkedNonogramRules, loadHints, newWrongFills, nonogramRules, wrongFills, type MarkMove } from './logic/rules';
import { DEFAULT_SETTINGS, isSettings, LIVES, type Settings } from './logic/settings';
import { CROSSED, FILLED, type NonogramPuzzle } from './logic/types';
import './the-grid.css';

// The rules are read once per player: their text loads with the help dialog, not with the board.
// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk (no fallback flash).
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const NO_CELLS: readonly number[] = [];
const NO_WRONG: ReadonlySet<number> = new Set();
const CHECKED_RULES = checkedNonogramRules(LIVES);
const settingsStore = createStore<Settings>({ key: `${descriptor.slug}:settings`, version: 1, validate: isSettings });
const FILL_ICON = 'M5 5h14v14H5z';
/** A zoomed cell: a finger's tap, with more of a 20×20 in view than kakuro's digit cells need. */
const ZOOMED_CELL = 34;
const CROSS_ICON = 'M6 6l12 12M18 6 6 18';

/** The solved picture in its colours, for the result. */
function PicturePreview({ puzzle }: { puzzle: NonogramPuzzle }) {
  return (
    <span className="the-grid__preview" role="img" aria-label={`${puzzle.name}, in colour`} style={{ gridTemplateColumns: `repeat(${puzzle.width}, 1fr)` }}>
      {puzzle.colours.map((colour, cell) => (
        <span key={cell} style={colour ? { background: colour } : undefined} />
      ))}
    </span>
  );
}

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, records, the result); this view
 * draws the clues and the grid and turns taps, drags and keys into marks.
 */
export default function Game({ title }: GameProps) {
  const [tool, setTool] = useState<Tool>(FILLED);
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title,
    rules: settings.checkOnFill ? CHECKED_RULES : nonogramRules,
    countsMistakes: settings.checkOnFill,
    levels: LEVELS,
    dailyLevel: (date) => dailyPick(date).level,
    clockStarts: 'first-move',
    // The dealer (the worker's client) and the hint engine load in one chunk after the first screen; a puzzle is
    // shown with its hints ready (without them the game is still playable: a hint finds nothing).
    deal: async ({ seed, level, mode, dailyDate, signal }) => {
      const [{ dealer }] = await Promise.all([import(/* webpackChunkName: "the-grid-play" */ './dealer'), loadHints().catch(() => undefined)]);
      return dealer.call({ seed, level, ...(mode === 'daily' && dailyDate ? { pick: dailyPick(dailyDate) } : {}) }, { signal });
    },
    describeMove: (before, after, session) => {
      const said = describeMarks(session.puzzle, before, after);
      if (!settings.checkOnFill || newWrongFills(session.puzzle, before, after) === 0) return said;
      const left = Math.max(0, LIVES - session.mistakes);
      return `${said} Wrong: the picture is blank there. ${left} ${left === 1 ? 'life' : 'lives'} left.`;
    },
    describeDeal: ({ puzzle, mode }) => `New ${puzzle.width} by ${puzzle.height} picture${mode === 'daily' ? ', the daily puzzle' : ''}.`,
    resultLines: ({ puzzle }) => [{ label: 'Picture', value: <span className="the-grid__result-picture"><PicturePreview puzzle={puzzle} /> {puzzle.name}</span> }],
    shareLines: ({ puzzle }) => [`🖼️ ${puzzle.width}×${puzzle.height} picture`],
  });
  const { puzzle, board, play, undo } = game;
  // A restored game deals nothing, so the hint engine is fetched here too.
  useEffect(() => void loadHints().catch(() => undefined), []);
  const solved = game.status === 'won';
  // Stable props: the board is memoised, so the clock's ticks do not redraw 400 cells.
  const onMove = useCallback((move: MarkMove, merge: boolean) => play(move, { merge }), [play]);
  // A 15×15 or 20×20 picture on a phone has cells under a finger's size: the board zooms in a viewport of its own.
  const zoom = useBoardZoom({ gameKey: descriptor.slug, cellsAcross: puzzle ? clueLayout(puzzle).units : 1, zoomedCell: ZOOMED_CELL });
  const zoomStyle = useMemo(() => (puzzle ? boardStyle(puzzle) : undefined), [puzzle]);
  const hinted = game.shownHint?.cells ?? NO_CELLS;
  const wrong = useMemo(() => (settings.checkOnFill && puzzle && board ? new Set(wrongFills(puzzle, board)) : NO_WRONG), [settings.checkOnFill, puzzle, board]);
  const livesLeft = Math.max(0, LIVES - (game.session?.mistakes ?? 0));

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay Board={Board} />}
      className="the-grid"
      stats={
        settings.checkOnFill
          ? [{ label: 'Lives', value: <span aria-label={`${livesLeft} of ${LIVES} lives left`}>{'♥'.repeat(livesLeft) + '♡'.repeat(LIVES - livesLeft)}</span> }]
          : undefined
      }
      toolbarExtra={
        <>
          <ToolbarButton label="Fill" icon={FILL_ICON} pressed={tool === FILLED} onClick={() => setTool(FILLED)} />
          <ToolbarButton label="Cross" icon={CROSS_ICON} pressed={tool === CROSSED} onClick={() => setTool(CROSSED)} keyshortcuts="X" />
          <ZoomButton zoom={zoom} />
          <GameOptions>
            <Switch
              checked={settings.checkOnFill}
              onChange={(checkOnFill) => setSettings({ ...settings, checkOnFill })}
              label={`Check each fill (${LIVES} lives)`}
            />
          </GameOptions>
        </>
      }
    >
      {puzzle && board && (
        <>
          <BoardZoom zoom={zoom} className="the-grid__zoom" drawArea=".the-grid__grid" style={zoomStyle}>
            <Board
              puzzle={puzzle}
              marks={board}
              tool={tool}
              hinted={hinted}
              wrong={wrong}
              solved={solved}
              testId={descriptor.ready.testId}
              onMove={onMove}
              onTouch={game.touch}
              onCancelDrag={undo}
            />
          </BoardZoom>
          {solved && (
            <p className="the-grid__name" data-testid="the-grid-picture-name">
              It is a picture of: <strong>{puzzle.name}</strong>
            </p>
          )}
        </>
      )}
    </PuzzleGameFrame>
  );
}
