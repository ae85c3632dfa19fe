import type { GameProps } from '@games/shared/contracts';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { Keypad, type KeypadKey } from '@games/shared/game-kit/keypad/Keypad';
import type { KeypadPress } from '@games/shared/game-kit/keypad/keypad-keys';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { BoardZoom, ZoomButton } from '@games/shared/game-kit/zoom/BoardZoom';
import { useBoardZoom } from '@games/shared/game-kit/zoom/useBoardZoom';
import { ComboHelper } from './ComboHelper';
import { deferred } from '@games/shared/game-kit/deferred';
import { repeatedCells, runState } from './logic/board';
import type { brokenRule as BrokenRule } from './logic/broken-rule';
import type { describeChange as DescribeChange, describeDeal as DescribeDeal } from './logic/describe';
import { cluesOf, runIndex, type KakuroPuzzle } from './logic/layout';
import { DAILY_LEVEL, LEVELS, levelLabel } from './logic/levels';
import { kakuroRules, loadHints, runsOfPuzzle } from './logic/rules';
import { useKakuroKeys } from './useKakuroKeys';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

// The words said after a deal and a move, and the message line's broken rule load in the chunk of the dealer and the hint
// engine (fetched at mount; a dealt puzzle waits for it). Until they are here a move is not described and the
// message line is empty.
let words: { describeChange: typeof DescribeChange; describeDeal: typeof DescribeDeal; brokenRule: typeof BrokenRule } | null = null;
const loadWords = (): Promise<void> =>
  Promise.all([
    import(/* webpackChunkName: "kakuro-play" */ './logic/describe'),
    import(/* webpackChunkName: "kakuro-play" */ './logic/broken-rule'),
  ]).then(([describe, broken]) => {
    words = { describeChange: describe.describeChange, describeDeal: describe.describeDeal, brokenRule: broken.brokenRule };
  });

const EMPTY: ReadonlySet<number> = new Set();
const DIGIT_KEYS: KeypadKey[] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => ({ kind: 'digit', digit }));
const firstWhite = (puzzle: KakuroPuzzle | null) => Math.max(0, puzzle?.solution.findIndex((d) => d > 0) ?? 0);

/**
 * The game: the kit's puzzle session plays kakuro's rules (saving, undo, hints, records, the result and its
 * share), the kit's frame shows it; this view keeps the selection and notes mode and turns taps and keys into moves.
 */
export default function Game({ title }: GameProps) {
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title,
    rules: kakuroRules,
    levels: LEVELS,
    defaultLevel: 'easy',
    dailyLevel: () => DAILY_LEVEL,
    // The dealer (pack loading, its checks, the seeded pick) comes in the chunk the hint engine loads in,
    // fetched at mount: not in the first load.
    deal: async (request) => {
      const [packs] = await Promise.all([import(/* webpackChunkName: "kakuro-play" */ './packs'), loadWords().catch(() => undefined)]);
      return packs.dealKakuro(request);
    },
    describeMove: (before, after, { puzzle }) => words?.describeChange(puzzle, before, after) ?? null,
    describeDeal: (dealt) => words?.describeDeal(dealt) ?? 'New puzzle.',
    shareLines: ({ mode, level, hints }) => [
      ...(mode === 'daily' ? [levelLabel(level)] : []),
      ...(hints > 0 ? [`💡 ${hints} hint${hints === 1 ? '' : 's'}`] : []),
    ],
  });
  const { puzzle, board, shownHint } = game;
  // A restored game deals nothing, so the hint engine and the words are fetched here too.
  const [wordsLoaded, setWordsLoaded] = useState(words !== null);
  useEffect(() => {
    void loadHints().catch(() => undefined);
    loadWords().then(() => setWordsLoaded(true), () => undefined);
  }, []);
  const playing = game.status === 'playing';
  const size = puzzle?.size ?? 1;
  // A 12×12 or 15×15 on a phone has cells under a finger's size: the board zooms in a viewport of its own.
  const zoom = useBoardZoom({ gameKey: descriptor.slug, cellsAcross: size });

  const [selected, setSelected] = useState(() => firstWhite(puzzle));
  const [notesMode, setNotesMode] = useState(false);
  // A new puzzle starts at its first white cell; a hint moves the selection to its cell.
  const [seen, setSeen] = useState({ puzzle, shownHint });
  if (seen.puzzle !== puzzle || seen.shownHint !== shownHint) {
    setSeen({ puzzle, shownHint });
    if (shownHint && shownHint !== seen.shownHint) setSelected(shownHint.cells[0] ?? selected);
    else if (puzzle !== seen.puzzle) setSelected(firstWhite(puzzle));
  }
  const cell = puzzle && puzzle.solution[selected] > 0 ? selected : firstWhite(puzzle);
  const grid = useRovingGrid({
    rows: size,
    cols: size,
    cursor: { row: Math.floor(cell / size), col: cell % size },
    onCursorChange: ({ row, col }) => {
      const next = row * size + col;
      if (puzzle && puzzle.solution[next] > 0) setSelected(next);
    },
  });

  const runs = useMemo(() => (puzzle ? runsOfPuzzle(puzzle) : []), [puzzle]);
  const index = useMemo(() => runIndex(size * size, runs), [size, runs]);
  const clues = useMemo(() => cluesOf(size, runs), [size, runs]);
  const values = board?.values;
  const runStates = useMemo(() => (values ? runs.map((run) => runState(run, values)) : []), [runs, values]);
  const repeated = useMemo(() => (values ? repeatedCells(runs, values) : EMPTY), [runs, values]);
  const broken = useMemo(() => (wordsLoaded && words && puzzle && values ? words.brokenRule(puzzle, runs, values) : null), [wordsLoaded, puzzle, runs, values]);
  const selectedRuns = [index.across[cell], index.down[cell]].filter((r) => r >= 0).map((r) => runs[r]);
  const peers = new Set(selectedRuns.flatMap((run) => run.cells));
  const hinted = useMemo(() => new Set(shownHint?.cells ?? []), [shownHint]);

  const onPress = (press: KeypadPress) => {
    if (!puzzle) return;
    if (press.kind === 'digit') game.play({ kind: notesMode ? 'note' : 'digit', cell, digit: press.digit });
    else if (press.kind === 'erase') game.play({ kind: 'erase', cell });
    else if (press.kind === 'notes') {
      game.announce(notesMode ? 'Notes off.' : 'Notes on.');
      setNotesMode(!notesMode);
    }
  };
  const root = useRef<HTMLDivElement>(null);
  useKakuroKeys({
    enabled: playing,
    root,
    size,
    solution: puzzle?.solution ?? [],
    selected: cell,
    onMove: (next) => grid.setCursor({ row: Math.floor(next / size), col: next % size }),
    onPress,
  });

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay Board={Board} />}
      className="kk-frame"
      message={broken ? { text: broken } : null}
      toolbarExtra={
        <>
          <ZoomButton zoom={zoom} />
          <div className="kk-side">
            {board && <ComboHelper runs={selectedRuns} values={board.values} />}
            <Keypad
              className="kk-pad"
              testId="kakuro-pad"
              keys={DIGIT_KEYS}
              tools={[{ kind: 'erase' }, { kind: 'notes', on: notesMode }]}
              notesMode={notesMode}
              disabled={!playing}
              onPress={onPress}
            />
          </div>
        </>
      }
    >
      {puzzle && board && (
        <div className="kk-game" ref={root}>
          <BoardZoom zoom={zoom} className="kk-zoom">
            <Board
              size={size}
              solution={puzzle.solution}
              board={board}
              runs={runs}
              runStates={runStates}
              clues={clues}
              peers={peers}
              repeated={repeated}
              hinted={hinted}
              selected={cell}
              solved={game.status === 'won'}
              testId={descriptor.ready.testId}
              grid={grid}
              onSelect={(next) => grid.setCursor({ row: Math.floor(next / size), col: next % size })}
            />
          </BoardZoom>
        </div>
      )}
    </PuzzleGameFrame>
  );
}
