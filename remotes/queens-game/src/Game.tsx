import type { GameProps } from '@games/shared/contracts';
import { createStore } from '@games/shared/game-kit/storage';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useLazyValue } from '@games/shared/game-kit/useLazyValue';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useMemo } from 'react';
import { Board } from './Board';
import { dealer } from './dealer';
import { deferred } from '@games/shared/game-kit/deferred';
import { dailyDifficulty } from './logic/dailyPuzzle';
import { DIFFICULTIES, DIFFICULTY_ORDER, isDifficulty } from './logic/difficulty';
import { QUEEN, queensOf } from './logic/marks';
import { paintCells } from './logic/moves';
import { bestTimeKey, createQueensRules } from './logic/rules';
import { cellsRuledOut, conflictingQueens, describeClash } from './logic/conflicts';
import { DEFAULT_SETTINGS, isSettings, SETTINGS_VERSION, type Settings } from './logic/settings';
import './queens.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const GAME_KEY = 'queens-game';
const LEVELS = DIFFICULTY_ORDER.map((value) => ({ value, label: DIFFICULTIES[value].label }));
const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: SETTINGS_VERSION, validate: isSettings });
const NO_CELLS: ReadonlySet<number> = new Set();

// Hints need the deductions, which are not needed to show the board: they load right after it.
const loadHinter = () => import('./logic/hint').then((module) => module.nextHint);
const cellWords = (size: number, cell: number) => `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;

export default function Game({ slug, title }: GameProps) {
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const hinter = useLazyValue(loadHinter);
  const rules = useMemo(() => createQueensRules(hinter ?? undefined), [hinter]);
  const game = usePuzzleSession({
    gameKey: slug || GAME_KEY,
    title: 'Queens',
    rules,
    levels: LEVELS,
    dailyLevel: dailyDifficulty,
    saveVersion: 2,
    countsMistakes: true,
    deal: ({ seed, level, signal }) => dealer.call({ seed, difficulty: isDifficulty(level) ? level : 'easy' }, { signal }),
    bestKey: (session) => bestTimeKey(session.level, session.puzzle.size),
    describeDeal: ({ level, puzzle, mode }) =>
      `New ${DIFFICULTIES[isDifficulty(level) ? level : 'easy'].label} puzzle${mode === 'daily' ? ', the daily puzzle' : ''}, ${puzzle.size} by ${puzzle.size}.`,
    describeMove: (before, after, { puzzle }) => {
      const changed = after.flatMap((mark, cell) => (mark !== before[cell] ? [cell] : []));
      if (changed.length !== 1) return null;
      const [cell] = changed;
      const mark = after[cell];
      const clash = mark === QUEEN && conflictingQueens(puzzle, queensOf(after)).has(cell);
      return `${mark === QUEEN ? 'Queen' : mark ? '×' : 'Cleared'} at ${cellWords(puzzle.size, cell)}${clash ? ', clashes with another queen' : ''}.`;
    },
    shareLines: ({ puzzle }) => [`👑 ${puzzle.size}×${puzzle.size}`],
  });
  const { puzzle, board: marks } = game;

  const autoCrossed = useMemo(
    () => (puzzle && marks && settings.autoCross ? cellsRuledOut(puzzle, queensOf(marks)) : NO_CELLS),
    [puzzle, marks, settings.autoCross],
  );
  const conflicts = useMemo(
    () => (puzzle && marks && settings.showConflicts ? conflictingQueens(puzzle, queensOf(marks)) : NO_CELLS),
    [puzzle, marks, settings.showConflicts],
  );
  const hintCells = useMemo(() => new Set(game.shownHint?.cells ?? []), [game.shownHint]);
  const clash = useMemo(() => (puzzle && marks && settings.showConflicts ? describeClash(puzzle, queensOf(marks)) : null), [puzzle, marks, settings.showConflicts]);
  const option = (key: keyof Settings) => (checked: boolean) => setSettings((current) => ({ ...current, [key]: checked }));

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay />}
      className="qg"
      stats={[{ label: 'Size', value: puzzle ? `${puzzle.size}×${puzzle.size}` : '…' }]}
      message={clash ? { text: clash } : null}
      toolbarExtra={
        <GameOptions>
          <Switch checked={settings.autoCross} onChange={option('autoCross')} label="Auto-×" description="Marks the cells your queens rule out." />
          <Switch checked={settings.showConflicts} onChange={option('showConflicts')} label="Show clashes" />
          <Switch
            checked={settings.regionLetters}
            onChange={option('regionLetters')}
            label="Colour-blind"
            description="Shows each region’s letter in its cells, so regions are told apart without colour."
          />
        </GameOptions>
      }
    >
      {puzzle && marks && (
        <div className="qg-play">
          <Board
            puzzle={puzzle}
            marks={marks}
            autoCrossed={autoCrossed}
            conflicts={conflicts}
            hintCells={hintCells}
            regionLetters={settings.regionLetters}
            won={game.status === 'won'}
            onCellAction={(cell, action) => game.play({ cell, action })}
            onPaint={(cells, erase, first) => game.setBoard(paintCells(marks, cells, erase), { merge: !first })}
          />
        </div>
      )}
    </PuzzleGameFrame>
  );
}
