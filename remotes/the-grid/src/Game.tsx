import type { GameProps } from '@games/shared/contracts';
import { ToolbarButton } from '@games/shared/game-kit/controls/Toolbar';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useCallback, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board, type Tool } from './Board';
import { dealer } from './dealer';
import { HowToPlay } from './HowToPlay';
import { describeMarks } from './logic/announce';
import { dailyPick } from './logic/daily';
import { LEVELS } from './logic/levels';
import { nonogramRules, type MarkMove } from './logic/rules';
import { CROSSED, FILLED, type NonogramPuzzle } from './logic/types';
import './the-grid.css';

const NO_CELLS: readonly number[] = [];
const FILL_ICON = 'M5 5h14v14H5z';
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
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title,
    rules: nonogramRules,
    levels: LEVELS,
    dailyLevel: (date) => dailyPick(date).level,
    clockStarts: 'first-move',
    deal: ({ seed, level, mode, dailyDate, signal }) =>
      dealer.call({ seed, level, ...(mode === 'daily' && dailyDate ? { pick: dailyPick(dailyDate) } : {}) }, { signal }),
    describeMove: (before, after, session) => describeMarks(session.puzzle, before, after),
    describeDeal: ({ puzzle, mode }) => `New ${puzzle.width} by ${puzzle.height} picture${mode === 'daily' ? ', the daily puzzle' : ''}.`,
    resultLines: ({ puzzle }) => [{ label: 'Picture', value: <span className="the-grid__result-picture"><PicturePreview puzzle={puzzle} /> {puzzle.name}</span> }],
    shareLines: ({ puzzle }) => [`🖼️ ${puzzle.width}×${puzzle.height} picture`],
  });
  const { puzzle, board, play } = game;
  const solved = game.status === 'won';
  // Stable props: the board is memoised, so the clock's ticks do not redraw 400 cells.
  const onMove = useCallback((move: MarkMove, merge: boolean) => play(move, { merge }), [play]);
  const hinted = game.shownHint?.cells ?? NO_CELLS;

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay />}
      className="the-grid"
      toolbarExtra={
        <>
          <ToolbarButton label="Fill" icon={FILL_ICON} pressed={tool === FILLED} onClick={() => setTool(FILLED)} />
          <ToolbarButton label="Cross" icon={CROSS_ICON} pressed={tool === CROSSED} onClick={() => setTool(CROSSED)} keyshortcuts="X" />
        </>
      }
    >
      {puzzle && board && (
        <>
          <Board
            puzzle={puzzle}
            marks={board}
            tool={tool}
            hinted={hinted}
            solved={solved}
            testId={descriptor.ready.testId}
            onMove={onMove}
            onTouch={game.touch}
          />
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
