import type { GameProps } from '@games/shared/contracts';
import { pickUnseen } from '@games/shared/game-kit/content/unseen';
import { ToolbarButton, ToolIcon } from '@games/shared/game-kit/controls/Toolbar';
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import { isArrayOf } from '@games/shared/game-kit/guards';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import { createRandom } from '@games/shared/game-kit/random';
import { createStore } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { LADDERS_URL } from './dataUrl';
import { deferred } from '@games/shared/game-kit/deferred';
import { Ladder } from './Ladder';
import { LetterKeys } from './LetterKeys';
import { canReorder as canReorderBoard, endsOpen, isRowSolved, phaseOf, type Board } from './logic/board';
import { isLadderPack, type LadderPack } from './logic/content';
import { cursorAt, eraseAt, neighbourRow, nextOpenRow, typeAt, type Cursor } from './logic/cursor';
import { archiveNumberOf, archiveSeed, dealFromPack } from './logic/deal';
import type { Puzzle } from './logic/puzzle';
import { crossclimbRules, type Move } from './logic/rules';
import { describeChange, shareRows } from './logic/describe';
import { useRowDrag } from './useRowDrag';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const GAME_KEY = descriptor.slug;
const LEVELS = [{ value: 'classic', label: 'Classic' }];
const isIds = isArrayOf((value: unknown): value is string => typeof value === 'string' && value.length <= 32);
/** Ladders solved (ids), for the archive's ticks. */
const solvedStore = createStore<string[]>({ key: `${GAME_KEY}:solved`, version: 1, validate: isIds });
/** Ladders dealt in unlimited play, so "New puzzle" brings an unseen one first. */
const seenStore = createStore<string[]>({ key: `${GAME_KEY}:seen`, version: 1, validate: isIds });
const NONE: string[] = [];

/** The archive (and the kit's Dialog under it) loads on first opening, outside the first-load budget. */
const ArchiveDialog = lazy(() => import('./ArchiveDialog'));

const loadPack = () => loadAsset(LADDERS_URL, isLadderPack, { what: 'ladder bank' });

/** `?puzzle=12` opens archive puzzle 12: it becomes the kit's seeded URL (`?seed=puzzle-12`) before the session reads it. */
function adoptPuzzleParam() {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const number = url.searchParams.get('puzzle');
  if (!number || !/^\d{1,5}$/.test(number) || url.searchParams.get('seed')) return;
  url.searchParams.delete('puzzle');
  url.searchParams.set('seed', archiveSeed(Number(number)));
  window.history.replaceState(window.history.state, '', url);
}

function unseenNumber(pack: LadderPack, seed: string): number {
  const ids = pack.ladders.map((ladder) => ladder.id);
  const random = createRandom(seed);
  const { picked, seen } = pickUnseen(ids, seenStore.load() ?? [], 1, () => random.next());
  seenStore.save(seen);
  return ids.indexOf(picked[0]) + 1;
}

/** A toolbar button with a short visible label ("Up") and a full name for screen readers ("Move rung up"). */
function RungButton({ label, name, icon, keys, disabled, onClick }: { label: string; name: string; icon: string; keys: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="gk-button gk-toolbar__button" aria-label={name} title={`${name} (${keys.replace('Arrow', '')})`} aria-keyshortcuts={keys} disabled={disabled} onClick={onClick}>
      <ToolIcon path={icon} />
      <span aria-hidden="true">{label}</span>
    </button>
  );
}

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, clock, records, result); this
 * view draws the ladder, the clue and the keys, and turns typing, drags and buttons into moves.
 */
export default function Game({ title }: GameProps) {
  useState(adoptPuzzleParam);
  const requested = useRef<number | null>(null);
  const cursorRef = useRef<number | undefined>(undefined);
  const rules = useMemo(() => crossclimbRules(() => cursorRef.current), []);
  const [solvedIds, setSolvedIds] = usePersistentState(solvedStore, NONE);
  const [archiveOpen, setArchiveOpen] = useState(false);

  const game = usePuzzleSession<Puzzle, Board, Move>({
    gameKey: GAME_KEY,
    title: 'Crossclimb',
    rules,
    levels: LEVELS,
    clockStarts: 'first-move',
    // No undo: letters are erased and rungs moved back directly, as in LinkedIn's game.
    tools: { undo: false, clear: false },
    deal: async ({ mode, seed, dailyDate }) => {
      const pack = await loadPack();
      const asked = requested.current;
      requested.current = null;
      if (asked !== null) return dealFromPack(pack, { mode: 'unlimited', seed: archiveSeed(asked) });
      if (mode === 'unlimited' && archiveNumberOf(seed, pack.ladders.length) === null) {
        return dealFromPack(pack, { mode, seed: archiveSeed(unseenNumber(pack, seed)) });
      }
      return dealFromPack(pack, { mode, seed, dailyDate });
    },
    describeDeal: ({ puzzle, mode }) =>
      `Crossclimb puzzle ${puzzle.number}${mode === 'daily' ? ", today's daily" : ''}. Solve the five middle rungs, then order them into a ladder.`,
    describeMove: (before, after, session) => describeChange(session.puzzle, before, after),
    resultLines: ({ puzzle }) => [{ label: 'Puzzle', value: `#${puzzle.number}` }],
    shareLines: ({ puzzle, history }) => [`🪜 Ladder #${puzzle.number}`, shareRows(history.present)],
  });
  const { session, puzzle, board } = game;

  // The cursor: the active rung and letter.
  const [cursor, setCursor] = useState<Cursor>({ word: 1, col: 0 });
  cursorRef.current = cursor.word;
  const puzzleKey = session ? `${session.mode}:${session.seed}:${puzzle?.id}` : '';
  useEffect(() => {
    if (puzzle && board) setCursor(cursorAt(board, nextOpenRow(puzzle, board, 6) ?? board.order[0]));
    // Only when another puzzle is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new puzzle resets the cursor, moves do not
  }, [puzzleKey]);

  // The ends open: the cursor goes to the top rung.
  const open = Boolean(puzzle && board && endsOpen(puzzle, board));
  useEffect(() => {
    if (open && puzzle && board && cursor.word !== 0 && cursor.word !== 6) setCursor(cursorAt(board, nextOpenRow(puzzle, board, 6) ?? 0));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the ends open
  }, [open]);

  // A win ticks the ladder in the archive.
  useEffect(() => {
    if (session?.status === 'won' && !solvedIds.includes(session.puzzle.id)) setSolvedIds((ids) => [...ids, session.puzzle.id]);
  }, [session, solvedIds, setSolvedIds]);

  // Focus follows the cursor while the player is in the ladder.
  const ladderRef = useRef<HTMLDivElement>(null);
  const rows = useRef(new Map<number, HTMLButtonElement>());
  const rowRef = useCallback((word: number, element: HTMLButtonElement | null) => {
    if (element) rows.current.set(word, element);
    else rows.current.delete(word);
  }, []);
  useEffect(() => {
    const active = document.activeElement;
    if (!ladderRef.current?.contains(active)) return;
    const row = rows.current.get(cursor.word);
    if (row && row !== active) row.focus();
  }, [cursor.word]);

  const playing = game.status === 'playing' && Boolean(puzzle && board);
  const reorderable = Boolean(playing && puzzle && board && canReorderBoard(puzzle, board));

  const play = useCallback(
    (move: Move | null) => {
      if (!move) return;
      game.touch();
      game.play(move);
    },
    [game],
  );

  const typeLetter = (letter: string) => {
    if (!playing || !puzzle || !board) return;
    const step = typeAt(puzzle, board, cursor, letter);
    if (!step.move) {
      if ((cursor.word === 0 || cursor.word === 6) && !open) game.announce('The top and bottom rungs open once the middle rungs form a ladder.');
      return;
    }
    play(step.move);
    setCursor(step.cursor);
  };

  const erase = () => {
    if (!playing || !puzzle || !board) return;
    const step = eraseAt(puzzle, board, cursor);
    play(step.move);
    setCursor(step.cursor);
  };

  // Letters typed while focus is outside the ladder (the page after the help dialog closed, a toolbar button)
  // go to the active rung, and focus moves there so the ladder's own keys take over.
  useGameKeys(
    (event) => {
      if (ladderRef.current?.contains(event.target as Node | null)) return false;
      if (!/^[a-zA-Z]$/.test(event.key) && event.key !== 'Backspace') return false;
      if (event.key === 'Backspace') erase();
      else typeLetter(event.key.toLowerCase());
      rows.current.get(cursor.word)?.focus();
      return true;
    },
    { enabled: playing },
  );

  const moveActive = (step: -1 | 1) => {
    if (!reorderable || !board) return;
    const from = board.order.indexOf(cursor.word);
    const to = from + step;
    if (from < 0) {
      game.announce('Only the five middle rungs move.');
      return;
    }
    if (to < 0 || to > 4) {
      game.announce(step < 0 ? 'Already the highest middle rung.' : 'Already the lowest middle rung.');
      return;
    }
    play({ kind: 'move', from, to });
  };

  const drag = useRowDrag({ count: 5, enabled: reorderable, onMove: (from, to) => play({ kind: 'move', from, to }) });

  const select = (word: number, col: number | null) => {
    if (!board) return;
    setCursor((now) => (col !== null ? { word, col } : now.word === word ? now : cursorAt(board, word)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || !board || !puzzle) return;
    if (event.altKey) {
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        moveActive(event.key === 'ArrowUp' ? -1 : 1);
      }
      return;
    }
    const { key } = event;
    if (/^[a-zA-Z]$/.test(key)) {
      event.preventDefault();
      typeLetter(key.toLowerCase());
    } else if (key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      erase();
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      setCursor((now) => ({ word: now.word, col: Math.min(3, Math.max(0, now.col + (key === 'ArrowLeft' ? -1 : 1))) }));
    } else if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      setCursor(cursorAt(board, neighbourRow(board, cursor.word, key === 'ArrowUp' ? -1 : 1)));
    } else if (key === 'Enter') {
      event.preventDefault();
      const next = nextOpenRow(puzzle, board, cursor.word) ?? neighbourRow(board, cursor.word, 1);
      setCursor(cursorAt(board, next));
    } else if (key === ' ') {
      event.preventDefault();
    }
  };

  const pickArchive = (number: number) => {
    setArchiveOpen(false);
    requested.current = number;
    game.newPuzzle();
  };

  const phase = puzzle && board ? (game.status === 'won' ? 'won' : phaseOf(puzzle, board)) : 'solve';
  const activeIsEnd = cursor.word === 0 || cursor.word === 6;
  const clue = !puzzle || !board ? '' : activeIsEnd ? (open ? puzzle.endClue : 'Locked: solve the five middle rungs and put them in ladder order.') : puzzle.clues[cursor.word - 1];
  const clueName = activeIsEnd ? 'Top + bottom' : board ? `Rung ${board.order.indexOf(cursor.word) + 2}` : '';
  const stage =
    phase === 'solve'
      ? 'Solve the middle rungs'
      : phase === 'order'
        ? 'Order them: one letter per step'
        : phase === 'ends'
          ? 'Ladder done! Now top and bottom'
          : 'Solved!';
  const middleCount = puzzle && board ? board.order.filter((word) => isRowSolved(puzzle, board, word)).length : 0;

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay Ladder={Ladder} />}
      className="cc"
      stats={[{ label: 'Puzzle', value: puzzle ? `#${puzzle.number}` : '–' }]}
      toolbarExtra={
        <>
          <RungButton label="Up" name="Move rung up" icon="M12 19V5M6 11l6-6 6 6" keys="Alt+ArrowUp" disabled={!reorderable || activeIsEnd} onClick={() => moveActive(-1)} />
          <RungButton label="Down" name="Move rung down" icon="M12 5v14M6 13l6 6 6-6" keys="Alt+ArrowDown" disabled={!reorderable || activeIsEnd} onClick={() => moveActive(1)} />
          <ToolbarButton label="Archive" icon="M4 5h16v4H4zM5 9v10h14V9M10 13h4" onClick={() => setArchiveOpen(true)} />
        </>
      }
    >
      {puzzle && board && (
        <div className="cc-play">
          <p className="cc-stage" data-testid="cc-stage">
            {stage}
            {phase === 'solve' ? ` · ${middleCount}/5` : ''}
          </p>
          <p className="cc-clue" data-testid="cc-clue">
            <span className="cc-clue__name">{clueName}</span> {clue}
          </p>
          <Ladder
            ref={ladderRef}
            puzzle={puzzle}
            board={board}
            phase={phase}
            cursor={cursor}
            hinted={game.shownHint?.cells ?? []}
            drag={drag}
            canReorder={reorderable}
            testId={descriptor.ready.testId}
            rowRef={rowRef}
            onSelect={select}
            onKeyDown={onKeyDown}
          />
          <LetterKeys onLetter={typeLetter} onErase={erase} disabled={!playing || (activeIsEnd && !open)} />
        </div>
      )}
      {archiveOpen && (
        <Suspense fallback={null}>
          <ArchiveDialog
            solvedIds={solvedIds}
            current={puzzle?.number ?? null}
            onPick={pickArchive}
            onClose={() => setArchiveOpen(false)}
          />
        </Suspense>
      )}
    </PuzzleGameFrame>
  );
}

