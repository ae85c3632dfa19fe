import type { GameProps } from '@games/shared/contracts';
import type { KeypadKey } from '@games/shared/game-kit/keypad/Keypad';
import type { KeypadPress } from '@games/shared/game-kit/keypad/keypad-keys';
import { usePathInput } from '@games/shared/game-kit/path/usePathInput';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { deferred } from '@games/shared/game-kit/deferred';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { candidates, chainRules, conflicts, nextNeeded } from './logic/board';
import { cellName } from './logic/grid';
import { DAILY_LEVEL, LEVELS, isLevel, levelConfig } from './logic/levels';
import { sequentRules } from './logic/rules';
import './game.css';

// The help text loads when first shown.
// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk (no fallback flash).
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

// The pad loads just after the board (it is for touch; the keyboard types without it).
const Keypad = lazy(() => import('@games/shared/game-kit/keypad/Keypad').then((module) => ({ default: module.Keypad })));

const PAD_KEYS: KeypadKey[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((digit) => ({ kind: 'digit', digit }));

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
    // The dealer (worker client, pack loader) loads with the first deal, after the frame's first paint.
    deal: async ({ seed, level, signal }) => (await import('./dealer')).dealSequent({ seed, level: isLevel(level) ? level : LEVELS[0].value }, { signal }),
    describeDeal: (session) => `New ${levelConfig(session.level).label} puzzle${session.mode === 'daily' ? ', the daily puzzle' : ''}.`,
    describeMove: (beforeState, afterState, session) => {
      const { puzzle } = session.puzzle;
      const before = beforeState.values;
      const after = afterState.values;
      const noted = afterState.notes.findIndex((marks, cell) => marks !== beforeState.notes[cell] && after[cell] === before[cell]);
      if (noted >= 0 && after.every((v, cell) => v === before[cell])) {
        const marks = afterState.notes[noted];
        return `Notes at ${cellName(noted, puzzle.size)}: ${marks.length ? marks.join(', ') : 'none'}.`;
      }
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
  const state = game.board;
  const board = state?.values ?? null;
  const [notesMode, setNotesMode] = useState(false);
  // The cell the keys and the pad type into, and the number typed there just before ("1" then "2" makes 12).
  const cursor = useRef(0);
  const typed = useRef<{ cell: number; value: number; notes: boolean } | null>(null);
  const playing = game.status === 'playing';

  const typeDigit = (cell: number, digit: number) => {
    if (!puzzle || !state || !playing || puzzle.givens[cell] > 0) return;
    const total = puzzle.givens.length;
    const last = typed.current;
    const continues = last && last.cell === cell && last.notes === notesMode && last.value * 10 + digit <= total;
    if (notesMode) {
      const value = continues ? last.value * 10 + digit : digit;
      if (value < 1 || state.values[cell] !== 0) return;
      typed.current = { cell, value, notes: true };
      game.play({ type: 'note', cell, value, replace: continues && state.notes[cell].includes(last.value) ? last.value : undefined });
      return;
    }
    const value = continues && state.values[cell] === last.value ? last.value * 10 + digit : digit;
    typed.current = value > 0 ? { cell, value, notes: false } : null;
    game.play({ type: 'set', cell, value });
  };
  const erase = (cell: number) => {
    typed.current = null;
    if (!puzzle || puzzle.givens[cell] > 0) return;
    game.play({ type: 'set', cell, value: 0 });
  };
  const toggleNotes = () => {
    typed.current = null;
    game.announce(notesMode ? 'Notes off.' : 'Notes on: numbers you type are pencil marks.');
    setNotesMode(!notesMode);
  };
  const onPad = (press: KeypadPress) => {
    if (press.kind === 'digit') typeDigit(cursor.current, press.digit);
    else if (press.kind === 'erase') erase(cursor.current);
    else if (press.kind === 'notes') toggleNotes();
  };
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
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="sequent"
      stats={puzzle && board ? [{ label: 'Next', value: next ? String(next) : '✓' }] : []}
      toolbarExtra={
        <Suspense fallback={null}>
          <Keypad
          className="sequent-pad"
          testId="sequent-pad"
          keys={PAD_KEYS}
          tools={[{ kind: 'erase' }, { kind: 'notes', on: notesMode }]}
          columns={10}
          notesMode={notesMode}
          disabled={!playing}
          onPress={onPad}
          />
        </Suspense>
      }
    >
      {puzzle && shown && (
        <Board
          puzzle={puzzle}
          values={shown}
          notes={state?.notes ?? []}
          notesMode={notesMode}
          next={next}
          candidates={candidateCells}
          conflicts={conflictCells}
          hinted={game.shownHint?.cells ?? []}
          solved={game.status === 'won'}
          testId={descriptor.ready.testId}
          pointer={input.pointer}
          chain={drag?.path ?? []}
          label={`${config.label}: fill 1 to ${puzzle.size * puzzle.size}, each number ${puzzle.moves === 'king' ? 'touching the next, diagonals included' : 'beside the next, up, down, left or right'}.`}
          onCursor={(cell) => {
            if (cursor.current !== cell) typed.current = null;
            cursor.current = cell;
          }}
          onDigit={typeDigit}
          onErase={erase}
          onToggleNotes={toggleNotes}
        />
      )}
    </PuzzleGameFrame>
  );
}
