import type { GameProps } from '@games/shared/contracts';
import { TOOL_ICONS, ToolbarButton } from '@games/shared/game-kit/controls/Toolbar';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { deferred } from '@games/shared/game-kit/deferred';
import { levelStarsStore } from '@games/shared/game-kit/records/level-stars';
import { useEffect } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { dealPuzzle } from './logic/deal';
import { DAILY_LEVEL, LEVELS } from './logic/levels';
import { litCount } from './logic/lights';
import { lightsOutRules } from './logic/rules';
import { isBestStars, starText, starsFor, withStars, type BestStars } from './logic/stars';
import './game.css';

// The help (its example board and the kit's layout) loads when first shown: no first-load bytes.
// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk (no fallback flash).
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const GAME_KEY = descriptor.slug;
const whiteLeft = (count: number) => (count === 0 ? 'All black.' : `${count} white tile${count === 1 ? '' : 's'} left.`);

/**
 * The best stars won on each level (the daily keeps its own entry), on each level's board of the records
 * document; the stars kept apart before (`:stars` v1) are carried over by the first win saved.
 */
const starsStore = levelStarsStore(GAME_KEY, isBestStars);
const NO_STARS: BestStars = {};

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, records, the result), the kit's
 * frame shows it; this view draws the board, turns presses into moves and adds par, moves and stars.
 */
export default function Game({ title }: GameProps) {
  const [bestStars, setBestStars] = usePersistentState(starsStore, NO_STARS);
  const game = usePuzzleSession({
    gameKey: GAME_KEY,
    title: 'The Black',
    rules: lightsOutRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    // Dealing takes well under a millisecond (bench/generate.bench.ts): no worker needed.
    deal: async ({ seed, level }) => dealPuzzle(seed, level),
    // One way back to the start, Restart below: the kit's Clear put the tiles back but kept counting the moves
    // and the clock, so a cleared board read as "5/3 moves" before a press.
    tools: { clear: false },
    describeMove: (_before, after, session) => `${whiteLeft(litCount(after))} Move ${session.moves}, par ${session.puzzle.par}.`,
    describeDeal: ({ puzzle, mode }) =>
      `New ${puzzle.size} by ${puzzle.size} puzzle${mode === 'daily' ? ', the daily puzzle' : ''}. Par ${puzzle.par}. ${whiteLeft(litCount(puzzle.start))}`,
    resultLines: ({ moves, hints, puzzle }) => [
      { label: 'Moves', value: `${moves} (par ${puzzle.par})` },
      { label: 'Stars', value: <span aria-label={`${starsFor(moves, puzzle.par, hints)} of 3 stars`}>{starText(starsFor(moves, puzzle.par, hints))}</span> },
    ],
    shareLines: ({ puzzle, moves, hints }) => [`⬛ ${puzzle.size}×${puzzle.size} · ${moves} moves, par ${puzzle.par} · ${starText(starsFor(moves, puzzle.par, hints))}`],
  });
  const { session } = game;

  // A win keeps the level's best stars.
  useEffect(() => {
    if (session?.status !== 'won') return;
    const key = session.mode === 'daily' ? 'daily' : session.level;
    setBestStars((best) => withStars(best, key, starsFor(session.moves, session.puzzle.par, session.hints)));
  }, [session, setBestStars]);

  const starsKey = game.mode === 'daily' ? 'daily' : game.level;
  const best = bestStars[starsKey];

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="the-black"
      stats={[{ label: 'Moves', value: session ? `${session.moves}/${session.puzzle.par}` : '–' }]}
      message={game.puzzle ? { text: `Par ${game.puzzle.par} · best ${best ? starText(best) : 'none yet'}`, tone: 'info' } : null}
      toolbarExtra={
        <ToolbarButton
          label="Restart"
          icon={TOOL_ICONS.restart}
          title="Restart this puzzle (moves and clock from zero)"
          onClick={game.restart}
          disabled={!session || session.status !== 'playing' || (session.moves === 0 && session.hints === 0)}
        />
      }
    >
      {game.puzzle && game.board && (
        <Board
          size={game.puzzle.size}
          lights={game.board}
          hinted={game.shownHint?.cells ?? []}
          solved={game.status === 'won'}
          testId={descriptor.ready.testId}
          onPress={(cell) => game.play(cell)}
        />
      )}
    </PuzzleGameFrame>
  );
}
