import type { GameProps } from '@games/shared/contracts';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { solverClient } from './solverClient';
import { deferred } from '@games/shared/game-kit/deferred';
import { cellName, findJump, hasPeg, isOver, jumpsFrom, pegCount, type Board as PegBoard } from './logic/board';
import { knownGoodMove, rememberGoodMove } from './logic/hints';
import { DAILY_LEVEL, LEVELS, levelOf } from './logic/levels';
import { rate } from './logic/rating';
import { brainvitaRules } from './logic/rules';
import { dealPuzzle } from './logic/generate';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const pegsLeft = (count: number) => `${count} peg${count === 1 ? '' : 's'} left`;

/** The best finish of a level: fewest pegs among its best-time keys ('level' is one peg, 'level:N' N pegs). */
function bestFinish(bestTimes: Record<string, number>, level: string): number | undefined {
  let best: number | undefined;
  for (const key of Object.keys(bestTimes)) {
    const pegs = key === level ? 1 : key.startsWith(`${level}:`) ? Number(key.slice(level.length + 1)) : NaN;
    if (Number.isFinite(pegs) && (best === undefined || pegs < best)) best = pegs;
  }
  return best;
}

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, records, the result), the kit's
 * frame shows it; this view draws the board, turns picks, taps and drags into jumps, and keeps the next
 * good jump of a big position ready (searched in a worker) for the synchronous hint.
 */
export default function Game({ title }: GameProps) {
  const recordsRef = useRef<Record<string, number>>({});
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title: 'Brainvita',
    rules: brainvitaRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    clockStarts: 'first-move',
    deal: async ({ seed, level }) => dealPuzzle(seed, level),
    // Only a solve (one peg) finishes with a best time; older saves kept 'level:N' keys for finishes with N pegs.
    bestKey: ({ level }) => level,
    describeLoss: ({ history }) => ({ title: 'No jumps left', reason: `${pegsLeft(pegCount(history.present))}; the goal is one. Try again or undo into a new line.` }),
    describeMove: (before, after, { puzzle }) => {
      const moved = [...after].findIndex((c, i) => c === 'o' && before[i] !== 'o');
      const left = pegCount(after);
      const end = isOver(puzzle.layout, after) ? ` No jumps left: ${rate(after).label}.` : '';
      return `${moved >= 0 ? `Peg to ${cellName(moved)}. ` : ''}${pegsLeft(left)}.${end}`;
    },
    describeDeal: ({ puzzle, level, mode }) =>
      `New ${mode === 'daily' ? 'daily' : levelOf(level).label} board, ${pegsLeft(pegCount(puzzle.start))}.`,
    resultLines: ({ history, puzzle, level }) => [
      { label: 'Pegs left', value: pegCount(history.present) },
      // The records seen before this finish, and this finish.
      { label: `Fewest pegs · ${levelOf(level).label}`, value: Math.min(bestFinish(recordsRef.current, level) ?? Infinity, pegCount(history.present)) },
      { label: 'Rating', value: rate(history.present).label },
      { label: 'Jumps', value: pegCount(puzzle.start) - pegCount(history.present) },
    ],
    shareLines: ({ history }) => [`🟤 ${pegsLeft(pegCount(history.present))} · ${rate(history.present).label}`],
  });
  const { puzzle, board } = game;
  recordsRef.current = game.records.bestTimes;
  const [picked, setPicked] = useState<number | null>(null);

  // A new board (a jump, undo, restart, a new puzzle) drops the pick and readies the hint for it.
  useEffect(() => {
    setPicked(null);
    if (!puzzle || !board || game.status !== 'playing') return;
    if (knownGoodMove(puzzle.layout, board) !== undefined) return;
    const layout = puzzle.layout;
    solverClient
      .call({ layout, board })
      .then((move) => {
        if (move !== 'unknown') rememberGoodMove(layout, board, move);
      })
      .catch(() => undefined);
  }, [puzzle, board, game.status]);

  const targets = useMemo(
    () => (puzzle && board && picked !== null ? jumpsFrom(puzzle.layout, board, picked).map((j) => j.to) : []),
    [puzzle, board, picked],
  );

  const jump = (from: number, to: number) => {
    if (!puzzle || !board) return false;
    if (!findJump(puzzle.layout, board, from, to)) return false;
    game.play({ from, to });
    return true;
  };

  const press = (cell: number) => {
    if (!puzzle || !board || game.status !== 'playing') return;
    game.touch();
    if (hasPeg(board, cell)) {
      if (picked === cell) {
        setPicked(null);
        game.announce(`${cellName(cell)} put back.`);
        return;
      }
      const can = jumpsFrom(puzzle.layout, board, cell).map((j) => cellName(j.to));
      setPicked(cell);
      game.announce(can.length ? `Picked ${cellName(cell)}. It can land on ${can.join(' or ')}.` : `Picked ${cellName(cell)}. It has no jump.`);
      return;
    }
    if (picked === null) {
      game.announce(`${cellName(cell)} is an empty hole. Pick a peg first.`);
      return;
    }
    if (!jump(picked, cell)) game.announce(`${cellName(picked)} cannot jump to ${cellName(cell)}.`);
  };

  const left = board ? pegCount(board) : 0;

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="bv"
      stats={[{ label: 'Pegs', value: board ? left : '…' }]}
    >
      {puzzle && board && (
        <Board
          layout={puzzle.layout}
          board={board as PegBoard}
          picked={picked}
          targets={targets}
          hinted={game.shownHint?.cells ?? []}
          over={game.status !== 'playing'}
          testId={descriptor.ready.testId}
          onPress={press}
          onDrop={(from, to) => {
            game.touch();
            if (!jump(from, to)) game.announce(`${cellName(from)} cannot jump to ${cellName(to)}.`);
          }}
        />
      )}
    </PuzzleGameFrame>
  );
}
