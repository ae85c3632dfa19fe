import type { GameProps } from '@games/shared/contracts';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { Keypad, type KeypadKey } from '@games/shared/game-kit/keypad/Keypad';
import type { KeypadPress } from '@games/shared/game-kit/keypad/keypad-keys';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { createStore } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Board } from './Board';
import { deferred } from '@games/shared/game-kit/deferred';
import { findConflicts, remainingCounts } from './logic/board';
import { describeChange } from './logic/describe';
import { DIFFICULTIES, difficultyLabel, isDifficulty, type Difficulty } from './logic/difficulty';
import { MISTAKE_LIMIT, loadHints, sudokuRules, wrongCells } from './logic/rules';
import { DEFAULT_SETTINGS, isSettings, type Settings } from './logic/settings';
import { dealSudoku } from './packs';
import { moveLegacySaves } from './legacySaves';
import { useSudokuKeys } from './useSudokuKeys';
import './sudoku.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const GAME_KEY = 'sudoku';
/** The daily puzzle is always Medium, like the NYT's daily middle grade. */
const DAILY_LEVEL: Difficulty = 'medium';
const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
const EMPTY: ReadonlySet<number> = new Set();
const levelLabel = (level: string) => (isDifficulty(level) ? difficultyLabel(level) : level);
const firstEmpty = (values: readonly number[] | undefined) => Math.max(0, values?.indexOf(0) ?? 0);
const PAD_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Digits 1–9 with how many of each are still to place; a finished digit can still be noted. */
const digitKeys = (remaining: readonly number[], notesMode: boolean): KeypadKey[] =>
  PAD_DIGITS.map((digit) => ({ kind: 'digit', digit, left: remaining[digit - 1], disabled: remaining[digit - 1] === 0 && !notesMode }));
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The game: the kit's puzzle session plays sudoku's rules (saving, undo, hints, mistakes, records, the result
 * and its share button); this view keeps the selection and notes mode, and turns taps and keys into moves.
 */
export default function Game({ title }: GameProps) {
  // Before anything reads its saves: older saves move into the kit's slots (once; then there is nothing left).
  useState(() => moveLegacySaves(GAME_KEY));
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const game = usePuzzleSession({
    gameKey: GAME_KEY,
    title,
    rules: sudokuRules(settings.mistakeLimit),
    levels: DIFFICULTIES,
    dailyLevel: () => DAILY_LEVEL,
    deal: dealSudoku,
    countsMistakes: true,
    describeMove: (before, after, { puzzle, mistakes }) => describeChange(puzzle, before, after, { mistakes, mistakeLimit: settings.mistakeLimit }),
    describeDeal: ({ mode, level }) => `${mode === 'daily' ? 'Daily puzzle' : 'New puzzle'}, ${levelLabel(level)}.`,
    shareLines: ({ mode, level, mistakes }) => [
      ...(mode === 'daily' ? [levelLabel(level)] : []),
      ...(mistakes > 0 ? [`❌ ${plural(mistakes, 'mistake')}`] : []),
    ],
  });
  const { puzzle, board, shownHint } = game;
  // A restored game deals nothing, so the hint engine is fetched here too.
  useEffect(() => void loadHints().catch(() => undefined), []);
  const playing = game.status === 'playing';

  const [selected, setSelected] = useState(() => firstEmpty(board?.values));
  const [notesMode, setNotesMode] = useState(false);
  // A new puzzle starts at its first empty cell; a hint moves the selection to its cell (its first one).
  const [seen, setSeen] = useState({ puzzle, shownHint });
  if (seen.puzzle !== puzzle || seen.shownHint !== shownHint) {
    setSeen({ puzzle, shownHint });
    if (shownHint && shownHint !== seen.shownHint) setSelected(shownHint.cells[0] ?? selected);
    else if (puzzle !== seen.puzzle) setSelected(firstEmpty(board?.values));
  }
  const grid = useRovingGrid({
    rows: 9,
    cols: 9,
    cursor: { row: Math.floor(selected / 9), col: selected % 9 },
    onCursorChange: ({ row, col }) => setSelected(row * 9 + col),
  });

  const enter = (digit: number) => game.play({ kind: notesMode ? 'note' : 'digit', cell: selected, digit });
  const erase = () => game.play({ kind: 'erase', cell: selected });
  const toggleNotes = () => {
    game.announce(notesMode ? 'Notes off.' : 'Notes on.');
    setNotesMode(!notesMode);
  };
  const fillNotes = () => {
    game.play({ kind: 'fill-notes' });
    game.announce('Notes filled with every candidate.');
  };
  const onPad = (press: KeypadPress) => {
    if (press.kind === 'digit') enter(press.digit);
    else if (press.kind === 'erase') erase();
    else if (press.kind === 'notes') toggleNotes();
    else if (press.kind === 'tool' && press.id === 'fill-notes') fillNotes();
  };
  const root = useRef<HTMLDivElement>(null);
  useSudokuKeys({ enabled: playing, root, grid, onDigit: enter, onErase: erase, onToggleNotes: toggleNotes });

  const conflicts = useMemo(() => (board && settings.showConflicts ? findConflicts(board.values) : EMPTY), [board, settings.showConflicts]);
  // Every wrong digit is shown as wrong: it is counted as a mistake the moment it is placed.
  const wrong = useMemo(() => (puzzle && board ? wrongCells(puzzle, board) : EMPTY), [puzzle, board]);
  const hinted = useMemo(() => new Set(shownHint?.cells ?? []), [shownHint]);
  const mistakes = game.session?.mistakes ?? 0;
  const setting = (name: keyof Settings) => (on: boolean) => setSettings((current) => ({ ...current, [name]: on }));

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="sdk-frame"
      stats={[{ label: 'Mistakes', value: settings.mistakeLimit ? `${mistakes}/${MISTAKE_LIMIT}` : mistakes }]}
      toolbarExtra={
        <>
          <Keypad
            className="sdk-pad"
            testId="sudoku-pad"
            keys={digitKeys(remainingCounts(board?.values ?? []), notesMode)}
            tools={[{ kind: 'erase' }, { kind: 'notes', on: notesMode }, { kind: 'tool', id: 'fill-notes', label: 'Fill notes', title: 'Write every candidate into the notes' }]}
            notesMode={notesMode}
            disabled={!playing}
            onPress={onPad}
          />
          {/* Folded away: on a phone every line under the board is taken from the board's size. */}
          <GameOptions className="sdk-settings">
            <Switch checked={settings.showConflicts} onChange={setting('showConflicts')} label="Show conflicts" />
            <Switch checked={settings.mistakeLimit} onChange={setting('mistakeLimit')} label={`${MISTAKE_LIMIT} mistakes = game over`} />
          </GameOptions>
        </>
      }
    >
      {puzzle && board && (
        <div className="sdk-game" ref={root}>
          <Board board={board} givens={puzzle.givens} selected={selected} conflicts={conflicts} wrong={wrong} hinted={hinted} grid={grid} />
        </div>
      )}
    </PuzzleGameFrame>
  );
}
