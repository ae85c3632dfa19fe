import type { GameProps } from '@games/shared/contracts';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { usePathInput, type PathTarget } from '@games/shared/game-kit/path/usePathInput';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { dealer } from './dealer';
import { HowToPlay } from './HowToPlay';
import { cellName, endpointColours } from './logic/board';
import { letterOf } from './logic/colours';
import { drawingRules, isJoined, joinedCount, pipePercent, shownPaths, starsFor } from './logic/flows';
import { DAILY_LEVEL, LEVELS, isLevel, sizeOfLevel } from './logic/levels';
import { flowRules } from './logic/rules';
import './game.css';

const stars = (count: number) => `${'★'.repeat(count)}${'☆'.repeat(3 - count)}`;

/**
 * Flow: the kit's puzzle session plays the rules (saving, undo, hints, records, daily, the result); the kit's
 * path input turns drags, taps and keys into one colour's new path; this view draws the pipes.
 */
export default function Game({ title }: GameProps) {
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title: 'Flow',
    rules: flowRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    deal: ({ seed, level, signal }) => dealer.call({ seed, level: isLevel(level) ? level : LEVELS[0].value }, { signal }),
    describeDeal: (session) => {
      const size = sizeOfLevel(session.level);
      return `New ${size} by ${size} puzzle with ${session.puzzle.puzzle.ends.length} colours${session.mode === 'daily' ? ', the daily puzzle' : ''}.`;
    },
    describeMove: (before, after, session) => {
      const { puzzle } = session.puzzle;
      const colour = after.last;
      if (colour < 0) return null;
      const joined = isJoined(puzzle, after.paths[colour], colour) && !isJoined(puzzle, before.paths[colour], colour);
      const cut = after.paths.some((path, k) => k !== colour && path.length < before.paths[k].length);
      return `${joined ? `Flow ${letterOf(colour)} joined. ` : `Flow ${letterOf(colour)}, ${after.paths[colour].length} cells. `}${cut ? 'Another flow was cut. ' : ''}${joinedCount(puzzle, after)} of ${puzzle.ends.length} flows, pipe ${pipePercent(puzzle, after)}%.`;
    },
    resultLines: (session) => {
      const board = session.history.present;
      const colours = session.puzzle.puzzle.ends.length;
      return [
        { label: 'Moves', value: `${board.moves} (perfect ${colours})` },
        { label: 'Stars', value: <span aria-label={`${starsFor(colours, board.moves, session.hints)} of 3 stars`}>{stars(starsFor(colours, board.moves, session.hints))}</span> },
      ];
    },
    shareLines: (session) => {
      const board = session.history.present;
      const colours = session.puzzle.puzzle.ends.length;
      const size = sizeOfLevel(session.level);
      return [`${size}×${size} · ${colours} flows · ${board.moves} moves ${stars(starsFor(colours, board.moves, session.hints))}`];
    },
  });

  const puzzle = game.puzzle?.puzzle ?? null;
  const board = game.board;
  const [selected, setSelected] = useState(0);
  const colour = puzzle ? Math.min(selected, puzzle.ends.length - 1) : 0;
  const endColour = useMemo(() => (puzzle ? endpointColours(puzzle) : null), [puzzle]);
  const rules = useMemo(() => (puzzle ? puzzle.ends.map((_, k) => drawingRules(puzzle, k)) : []), [puzzle]);

  const targetOf = (k: number): PathTarget | null =>
    puzzle && board ? { id: k, rules: rules[k], path: board.paths[k], commit: (path) => game.play({ colour: k, path }) } : null;

  const input = usePathInput({
    target: targetOf(colour),
    enabled: game.status === 'playing',
    pick(cell) {
      if (!board || !endColour) return null;
      const k = endColour[cell] >= 0 ? endColour[cell] : board.paths.findIndex((path) => path.includes(cell));
      if (k < 0) return null;
      setSelected(k);
      return targetOf(k);
    },
    keyStart: () => puzzle?.ends[colour][0] ?? null,
    refuse: (cell) => game.announce(cell === null || !puzzle ? 'Cannot go that way.' : `Flow ${letterOf(colour)} cannot go to ${cellName(cell, puzzle.size)}.`),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (puzzle && !shouldIgnoreGameKey(event)) {
      const count = puzzle.ends.length;
      let next: number | null = null;
      if (/^[1-9]$/.test(event.key)) next = Number(event.key) - 1;
      else if (event.key === '0') next = 9;
      else if (event.key === ']' || event.key === 'n') next = (colour + 1) % count;
      else if (event.key === '[' || event.key === 'p') next = (colour + count - 1) % count;
      if (next !== null) {
        event.preventDefault();
        if (next < count) {
          setSelected(next);
          const path = board?.paths[next] ?? [];
          game.announce(`Flow ${letterOf(next)} selected, ${isJoined(puzzle, path, next) ? 'joined' : path.length > 1 ? `${path.length} cells drawn` : 'not drawn'}. Arrow keys draw from ${cellName(path.length ? path[path.length - 1] : puzzle.ends[next][0], puzzle.size)}.`);
        }
        return;
      }
    }
    input.onKeyDown(event);
  };

  const paths = board ? (input.drag ? shownPaths(board, input.drag.target.id as number, input.drag.path) : board.paths) : [];

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay />}
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
    </PuzzleGameFrame>
  );
}
