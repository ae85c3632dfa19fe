import type { GameProps } from '@games/shared/contracts';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useLazyValue } from '@games/shared/game-kit/useLazyValue';
import { useMemo } from 'react';
import { Board } from './Board';
import { dealer } from './dealer';
import { deferred } from '@games/shared/game-kit/deferred';
import { describeTangoMove } from './logic/announce';
import { findConflicts } from './logic/conflicts';
import { DAILY_DIFFICULTY, DIFFICULTIES, isDifficulty } from './logic/difficulty';
import { cellName } from './logic/cellName';
import { createTangoRules } from './logic/rules';
import './tango.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const GAME_KEY = 'tango-game';
// Hints need the deductions, which are not needed to show the board: they load right after it.
const loadHinter = () => import('./logic/hint').then((module) => module.nextHint);

export default function Game({ slug, title }: GameProps) {
  const hinter = useLazyValue(loadHinter);
  const rules = useMemo(() => createTangoRules(hinter ?? undefined), [hinter]);
  const game = usePuzzleSession({
    gameKey: slug || GAME_KEY,
    title: 'Tango',
    rules,
    levels: DIFFICULTIES,
    dailyLevel: () => DAILY_DIFFICULTY,
    // As on LinkedIn, the clock waits for the first move.
    clockStarts: 'first-move',
    countsMistakes: true,
    deal: ({ seed, level, signal }) => dealer.call({ seed, difficulty: isDifficulty(level) ? level : 'easy' }, { signal }),
    describeDeal: ({ level, puzzle, mode }) =>
      `New ${level} ${puzzle.size} by ${puzzle.size} puzzle${mode === 'daily' ? ', the daily puzzle' : ''}.`,
    describeMove: (before, after, { puzzle }) => describeTangoMove(puzzle, before, after),
    shareLines: ({ puzzle }) => [`☀️🌙 ${puzzle.size}×${puzzle.size}`],
  });
  const { puzzle, board } = game;
  const conflicts = useMemo(() => (puzzle && board ? findConflicts(puzzle.size, puzzle.signs, board.cells) : null), [puzzle, board]);

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay />}
      className="tango-game"
      message={conflicts?.messages[0] ? { text: conflicts.messages[0] } : null}
    >
      {puzzle && board && conflicts && (
        <div className="tango-play">
          <Board
            puzzle={puzzle}
            cells={board.cells}
            conflicts={conflicts}
            hintIndex={game.shownHint?.cells[0] ?? null}
            solved={game.status === 'won'}
            onMove={(move, merge) => game.play(move, { merge })}
            onLocked={(index) => game.announce(`${cellName(index, puzzle.size).replace(/^r/, 'R')} is given and cannot change.`)}
          />
        </div>
      )}
    </PuzzleGameFrame>
  );
}
