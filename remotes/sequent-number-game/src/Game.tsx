import type { GameProps } from '@games/shared/contracts';
import { usePathInput } from '@games/shared/game-kit/path/usePathInput';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useMemo } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { dealer } from './dealer';
import { HowToPlay } from './HowToPlay';
import { candidates, chainRules, conflicts, nextNeeded } from './logic/board';
import { cellName } from './logic/grid';
import { DAILY_LEVEL, LEVELS, isLevel, levelConfig } from './logic/levels';
import { sequentRules } from './logic/rules';
import './game.css';

/**
 * Hidato / Numbrix: the kit's puzzle session plays the rules (saving, undo, hints, records, daily, result);
 * the kit's path input turns a drag from a number into a chain of the next numbers; typing fills one cell.
 */
export default function Game({ title }: GameProps) {
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title: 'Sequent',
    rules: sequentRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    deal: ({ seed, level, signal }) => dealer.call({ seed, level: isLevel(level) ? level : LEVELS[0].value }, { signal }),
    describeDeal: (session) => `New ${levelConfig(session.level).label} puzzle${session.mode === 'daily' ? ', the daily puzzle' : ''}.`,
    describeMove: (before, after, session) => {
      const { puzzle } = session.puzzle;
      const changed = after.map((v, cell) => (v !== before[cell] ? cell : -1)).filter((cell) => cell >= 0);
      if (changed.length === 0) return null;
      const placed = changed.filter((cell) => after[cell] > 0);
      const said =
        placed.length === 0
          ? `Cleared ${cellName(changed[0], puzzle.size)}.`
          : placed.length === 1
            ? `${after[placed[0]]} at ${cellName(placed[0], puzzle.size)}.`
            : `${after[placed[0]]} to ${after[placed[placed.length - 1]]} placed.`;
      const bad = conflicts(puzzle, after).size;
      const next = nextNeeded(puzzle, after);
      return `${said}${bad ? ` ${bad} conflict${bad === 1 ? '' : 's'}.` : ''}${next ? ` Next needed: ${next}.` : ''}`;
    },
    shareLines: (session) => [levelConfig(session.level).label],
  });

  const puzzle = game.puzzle?.puzzle ?? null;
  const board = game.board;
  const next = puzzle && board ? nextNeeded(puzzle, board) : 0;
  const candidateCells = useMemo(() => (puzzle && board ? candidates(puzzle, board, next) : []), [puzzle, board, next]);
  const conflictCells = useMemo(() => (puzzle && board ? conflicts(puzzle, board) : new Set<number>()), [puzzle, board]);

  const input = usePathInput({
    target: null,
    enabled: game.status === 'playing',
    hitInset: puzzle?.moves === 'king' ? 0.2 : 0,
    pick(cell) {
      if (!puzzle || !board || board[cell] === 0) return null;
      const first = board[cell];
      return { id: first, rules: chainRules(puzzle, board, first), path: [cell], commit: (cells) => game.play({ type: 'chain', cells, first }) };
    },
  });

  const drag = input.drag;
  const shown = useMemo(() => {
    if (!board || !drag) return board;
    const first = drag.target.id as number;
    const values = board.slice();
    drag.path.forEach((cell, i) => (values[cell] = first + i));
    return values;
  }, [board, drag]);

  const config = levelConfig(game.level);
  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay />}
      className="sequent"
      stats={puzzle && board ? [{ label: 'Next', value: next ? String(next) : '✓' }] : []}
    >
      {puzzle && shown && (
        <Board
          puzzle={puzzle}
          values={shown}
          next={next}
          candidates={candidateCells}
          conflicts={conflictCells}
          hinted={game.shownHint?.cells ?? []}
          solved={game.status === 'won'}
          testId={descriptor.ready.testId}
          pointer={input.pointer}
          chain={drag?.path ?? []}
          label={`${config.label}: fill 1 to ${puzzle.size * puzzle.size}, each number ${puzzle.moves === 'king' ? 'touching the next, diagonals included' : 'beside the next, up, down, left or right'}.`}
          onType={(cell, value) => game.play({ type: 'set', cell, value })}
        />
      )}
    </PuzzleGameFrame>
  );
}
