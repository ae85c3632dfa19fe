import type { GameProps } from '@games/shared/contracts';
import { useMemo } from 'react';
import { usePathInput } from '@games/shared/game-kit/path/usePathInput';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { Board } from './Board';
import { dealer } from './dealer';
import { deferred } from '@games/shared/game-kit/deferred';
import { DIFFICULTIES, DIFFICULTY_CONFIG, isDifficulty, type Difficulty } from './logic/difficulty';
import { cellName } from './logic/hint';
import { drawingRules } from './logic/path';
import { pathRulesOf, zipRules } from './logic/rules';
import './zip.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const GAME_KEY = 'zip-game';
/** The daily puzzle is one 7×7 board for everyone, like LinkedIn's. */
const DAILY_LEVEL: Difficulty = 'hard';
const LEVELS = DIFFICULTIES.map((value) => {
  const { label, size } = DIFFICULTY_CONFIG[value];
  return { value, label: `${label} ${size}×${size}` };
});

export default function Game({ slug, title }: GameProps) {
  const game = usePuzzleSession({
    gameKey: slug || GAME_KEY,
    title: 'Zip',
    rules: zipRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    deal: ({ seed, level, signal }) => dealer.call({ seed, difficulty: isDifficulty(level) ? level : 'easy' }, { signal }),
    describeDeal: (session) => {
      const { label, size } = DIFFICULTY_CONFIG[session.level as Difficulty];
      return `New ${label.toLowerCase()} ${size} by ${size} puzzle${session.mode === 'daily' ? ', the daily puzzle' : ''}.`;
    },
    describeMove: (_before, path, session) => {
      if (path.length === 0) return 'Path cleared.';
      const rules = pathRulesOf(session.puzzle.puzzle);
      const end = path[path.length - 1];
      const number = rules.numberAt[end];
      return `${number ? `Reached ${number}. ` : ''}Path ${path.length} of ${rules.total} cells, at ${cellName(end, rules.puzzle.size)}.`;
    },
    // The board, as LinkedIn's share names its puzzle; the kit adds the day or level, time, hints and streak.
    shareLines: ({ puzzle: { puzzle } }) => [`🏁 ${puzzle.size}×${puzzle.size} · ${puzzle.checkpoints.length} numbers`],
  });
  const puzzle = game.puzzle?.puzzle ?? null;
  const drawing = useMemo(() => (puzzle ? drawingRules(pathRulesOf(puzzle)) : null), [puzzle]);
  const input = usePathInput({
    target: drawing ? { rules: drawing, path: game.board ?? [], commit: (path) => game.setBoard(path) } : null,
    enabled: game.status === 'playing',
    keyStart: () => puzzle?.checkpoints[0] ?? null,
    refuse: (cell) => game.announce(cell === null || !puzzle ? 'Cannot go that way.' : `Cannot go to ${cellName(cell, puzzle.size)}.`),
  });
  const config = DIFFICULTY_CONFIG[game.level as Difficulty];

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="zip"
    >
      {puzzle && (
        <>
          <p className="zip-caption">
            {game.mode === 'daily' ? `Daily puzzle ${game.session?.dailyDate}` : 'Unlimited'} · {config.label} · {puzzle.checkpoints.length} numbers
          </p>
          <Board
            puzzle={puzzle}
            path={input.shown}
            numberAt={pathRulesOf(puzzle).numberAt}
            hintCell={game.shownHint?.cells[0] ?? null}
            solved={game.status === 'won'}
            pointer={input.pointer}
            onKeyDown={input.onKeyDown}
            label={`Zip board, ${puzzle.size} by ${puzzle.size}, numbers 1 to ${puzzle.checkpoints.length}. Drag to draw the path, or use the arrow keys to extend it and Backspace to step back.`}
          />
        </>
      )}
    </PuzzleGameFrame>
  );
}
