import type { GameProps } from '@games/shared/contracts';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useLazyValue } from '@games/shared/game-kit/useLazyValue';
import { deferred } from '@games/shared/game-kit/deferred';
import { useMemo } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { dealer } from './dealer';
import { findConflicts } from './logic/conflicts';
import { DAILY_LEVEL, LEVELS, levelSpec } from './logic/levels';
import { createBinairoRules, describeMove } from './logic/rules';
import { cellName } from './logic/types';
import './binairo.css';

// The help (its example board and the kit's layout) loads when first shown: no first-load bytes.
// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk (no fallback flash).
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const GAME_KEY = descriptor.slug;
// Hints need the deductions, which are not needed to show the board: they load right after it.
const loadHinter = () => import('./logic/hint').then((module) => module.nextHint);

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, records, the result), the kit's
 * frame shows it; this view draws the grid with its rule marks and line counters and turns input into moves.
 */
export default function Game({ title }: GameProps) {
  const hinter = useLazyValue(loadHinter);
  const rules = useMemo(() => createBinairoRules(hinter ?? undefined), [hinter]);
  const game = usePuzzleSession({
    gameKey: GAME_KEY,
    title: 'Binairo',
    rules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    // As in 0h h1, the clock waits for the first move.
    clockStarts: 'first-move',
    deal: ({ seed, level, signal }) => dealer.call({ seed, level: levelSpec(level).value }, { signal }),
    describeDeal: ({ puzzle, mode }) => `New ${puzzle.size} by ${puzzle.size} puzzle${mode === 'daily' ? ', the daily puzzle' : ''}.`,
    describeMove: (before, after, { puzzle }) => describeMove(puzzle, before, after),
    shareLines: ({ puzzle }) => [`🔵🔴 ${puzzle.size}×${puzzle.size}`],
  });
  const { puzzle, board } = game;
  const conflicts = useMemo(() => (puzzle && board ? findConflicts(puzzle.size, board) : null), [puzzle, board]);

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="binairo-game"
      message={conflicts?.messages[0] ? { text: conflicts.messages[0] } : null}
    >
      {puzzle && board && conflicts && (
        <Board
          puzzle={puzzle}
          cells={board}
          conflicts={conflicts}
          hintIndex={game.shownHint?.cells[0] ?? null}
          solved={game.status === 'won'}
          testId={descriptor.ready.testId}
          onMove={(move) => game.play(move)}
          onLocked={(index) => game.announce(`${cellName(index, puzzle.size).replace(/^r/, 'R')} is given and cannot change.`)}
        />
      )}
    </PuzzleGameFrame>
  );
}
