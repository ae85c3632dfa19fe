import type { GameProps } from '@games/shared/contracts';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { usePathInput, type PathTarget } from '@games/shared/game-kit/path/usePathInput';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { deferred } from '@games/shared/game-kit/deferred';
import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { bridgeSet, cellName, edgeId, endpointColours, wallSet } from './logic/board';
import { letterOf } from './logic/colours';
import { drawingRules, isJoined, joinedCount, pipePercent, shownPaths, starsFor } from './logic/flows';
import { DAILY_LEVEL, LEVELS, PACKS, isLevel, levelInfo, nextLevel } from './logic/levels';
import { flowRules } from './logic/rules';
import { starsStore, type Stars } from './stores';
import './game.css';

// The rules text is a chunk of its own, fetched when the dialog first shows it: not part of the first load.
// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk (no fallback flash).
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));
const LevelMapDialog = lazy(() => import('./LevelMap').then((module) => ({ default: module.LevelMapDialog })));

const stars = (count: number) => `${'★'.repeat(count)}${'☆'.repeat(3 - count)}`;

/**
 * Flow: the kit's puzzle session plays the rules (saving, undo, hints, records, daily, the result); the kit's
 * path input turns drags, taps and keys into one colour's new path; this view draws the pipes.
 */
export default function Game({ title }: GameProps) {
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title: 'Flow',
    rules: flowRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    // The daily is a board of its own (from the day's seed), not 7×7 level 1: it keeps its own best time.
    bestKey: (session) => (session.mode === 'daily' ? 'daily' : session.level),
    // A numbered level is the same board for everyone (its seed is fixed); the daily comes from the day's seed.
    // The worker client loads with the first deal, after the frame's first paint.
    deal: async ({ mode, seed, level, signal }) => (await import('./dealer')).dealer.call({ mode, seed, level: isLevel(level) ? level : LEVELS[0].value }, { signal }),
    describeDeal: (session) => {
      const { size, ends, walls, bridges } = session.puzzle.puzzle;
      const name = session.mode === 'daily' ? 'The daily puzzle' : `${levelInfo(session.level).pack.label}, level ${levelInfo(session.level).number}`;
      return `${name}: ${size} by ${size}, ${ends.length} colours${walls?.length ? `, ${walls.length} walls` : ''}${bridges?.length ? `, ${bridges.length} ${bridges.length === 1 ? 'bridge' : 'bridges'}` : ''}.`;
    },
    describeMove: (before, after, session) => {
      const { puzzle } = session.puzzle;
      const colour = after.last;
      if (colour < 0) return null;
      const joined = isJoined(puzzle, after.paths[colour], colour) && !isJoined(puzzle, before.paths[colour], colour);
      const cut = after.paths.some((path, k) => k !== colour && path.length < before.paths[k].length);
      return `${joined ? `Flow ${letterOf(colour)} joined. ` : `Flow ${letterOf(colour)}, ${after.paths[colour].length} cells. `}${cut ? 'Another flow was cut. ' : ''}${joinedCount(puzzle, after)} of ${puzzle.ends.length} flows, pipe ${pipePercent(puzzle, after)}%.`;
    },
    resultLines: (session) => {
      const board = session.history.present;
      const colours = session.puzzle.puzzle.ends.length;
      return [
        { label: 'Moves', value: `${board.moves} (perfect ${colours})` },
        { label: 'Stars', value: <span aria-label={`${starsFor(colours, board.moves, session.hints)} of 3 stars`}>{stars(starsFor(colours, board.moves, session.hints))}</span> },
      ];
    },
    shareLines: (session) => {
      const board = session.history.present;
      const colours = session.puzzle.puzzle.ends.length;
      const info = levelInfo(session.level);
      const name = session.mode === 'daily' ? 'Daily' : `${info.pack.label} level ${info.number}`;
      return [`${name} · ${colours} flows · ${board.moves} moves ${stars(starsFor(colours, board.moves, session.hints))}`];
    },
  });

  const puzzle = game.puzzle?.puzzle ?? null;
  const board = game.board;
  const session = game.session;
  const [selected, setSelected] = useState(0);
  const [bestStars, setBestStars] = usePersistentState<Stars>(starsStore, {});
  const [mapOpen, setMapOpen] = useState(false);

  // A solved level keeps its best stars (perfect = one move per colour, no hint).
  useEffect(() => {
    if (session?.status !== 'won' || session.mode !== 'unlimited') return;
    const earned = starsFor(session.puzzle.puzzle.ends.length, session.history.present.moves, session.hints);
    setBestStars((prior) => ((prior[session.level] ?? 0) >= earned ? prior : { ...prior, [session.level]: earned }));
  }, [session, setBestStars]);
  const colour = puzzle ? Math.min(selected, puzzle.ends.length - 1) : 0;
  const endColour = useMemo(() => (puzzle ? endpointColours(puzzle) : null), [puzzle]);
  const rules = useMemo(() => (puzzle ? puzzle.ends.map((_, k) => drawingRules(puzzle, k)) : []), [puzzle]);

  const targetOf = (k: number): PathTarget | null =>
    puzzle && board ? { id: k, rules: rules[k], path: board.paths[k], commit: (path) => game.play({ colour: k, path }) } : null;

  const input = usePathInput({
    target: targetOf(colour),
    enabled: game.status === 'playing',
    pick(cell) {
      if (!board || !endColour) return null;
      // On a bridge two pipes may meet: the selected colour's goes first.
      const k = endColour[cell] >= 0 ? endColour[cell] : board.paths[colour]?.includes(cell) ? colour : board.paths.findIndex((path) => path.includes(cell));
      if (k < 0) return null;
      setSelected(k);
      return targetOf(k);
    },
    keyStart: () => puzzle?.ends[colour][0] ?? null,
    refuse: (cell) => {
      if (cell === null || !puzzle || !board) return game.announce('Cannot go that way.');
      const path = board.paths[colour];
      const end = path[path.length - 1];
      const walled = end !== undefined && wallSet(puzzle).has(edgeId(end, cell));
      const bridged = path.length >= 2 && bridgeSet(puzzle).has(end);
      game.announce(`Flow ${letterOf(colour)} cannot go to ${cellName(cell, puzzle.size)}${walled ? ': a wall is in the way' : bridged ? ': on a bridge a pipe goes straight on' : ''}.`);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (puzzle && !shouldIgnoreGameKey(event)) {
      const count = puzzle.ends.length;
      let next: number | null = null;
      if (/^[1-9]$/.test(event.key)) next = Number(event.key) - 1;
      else if (event.key === '0') next = 9;
      else if (event.key === ']' || event.key === 'n') next = (colour + 1) % count;
      else if (event.key === '[' || event.key === 'p') next = (colour + count - 1) % count;
      if (next !== null) {
        event.preventDefault();
        if (next < count) {
          setSelected(next);
          const path = board?.paths[next] ?? [];
          game.announce(`Flow ${letterOf(next)} selected, ${isJoined(puzzle, path, next) ? 'joined' : path.length > 1 ? `${path.length} cells drawn` : 'not drawn'}. Arrow keys draw from ${cellName(path.length ? path[path.length - 1] : puzzle.ends[next][0], puzzle.size)}.`);
        }
        return;
      }
    }
    input.onKeyDown(event);
  };

  const paths = puzzle && board ? (input.drag ? shownPaths(puzzle, board, input.drag.target.id as number, input.drag.path) : board.paths) : [];

  // The kit's result, with the way on: the next level (and the map beside it); after the daily, back to the
  // level the player left; after the very last level, the map alone (never two buttons that do the same).
  const kitResult = game.frameProps.result;
  const result = useMemo(() => {
    if (!kitResult || !session) return kitResult;
    const openMap = { label: 'Levels', onClick: () => setMapOpen(true) };
    if (session.mode === 'daily') return { ...kitResult, primaryAction: { label: 'Play levels', onClick: () => game.choose('unlimited') }, secondaryAction: openMap };
    const next = nextLevel(session.level);
    return {
      ...kitResult,
      primaryAction: next ? { label: 'Next level', onClick: () => game.choose('unlimited', next) } : openMap,
      secondaryAction: next ? openMap : undefined,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands for its session's end
  }, [kitResult]);

  // The picker lists the packs (each opens at its first unsolved level, the current pack at the current one);
  // the level map shows every numbered level.
  const pickerLevels = useMemo(
    () =>
      PACKS.map((pack) => {
        const here = game.mode === 'unlimited' && levelInfo(game.level).pack.id === pack.id;
        const levels = LEVELS.filter((level) => level.pack.id === pack.id);
        const target = here ? levelInfo(game.level) : (levels.find((level) => !bestStars[level.value]) ?? levels[0]);
        // The best stars of the level ride on its name: the header has no room for one more figure on a phone.
        const got = bestStars[target.value] ?? 0;
        return { value: target.value, label: `${pack.label} · ${target.number}${got ? ` ${stars(got)}` : ''}` };
      }),
    [game.mode, game.level, bestStars],
  );
  const frameGame = {
    ...game,
    levels: pickerLevels,
    frameProps: { ...game.frameProps, result, onRestart: () => setMapOpen(true), restartLabel: 'Levels' },
  };

  return (
    <PuzzleGameFrame
      game={frameGame}
      title={title}
      howToPlay={
        <HowToPlay Board={Board} />
      }
      className="flow"
      stats={
        puzzle && board
          ? [
              // One compact figure keeps a phone's header from growing sideways: flows joined, then the pipe %.
              { label: 'Flows', value: `${joinedCount(puzzle, board)}/${puzzle.ends.length} · ${pipePercent(puzzle, board)}%` },
            ]
          : []
      }
    >
      {puzzle && board && (
        <Board
          puzzle={puzzle}
          paths={paths}
          selected={colour}
          hinted={game.shownHint?.cells ?? []}
          solved={game.status === 'won'}
          testId={descriptor.ready.testId}
          pointer={input.pointer}
          onKeyDown={onKeyDown}
        />
      )}
      {mapOpen && (
        <Suspense fallback={null}>
          <LevelMapDialog
            open={mapOpen}
            onClose={() => setMapOpen(false)}
            stars={bestStars}
            current={game.mode === 'unlimited' ? game.level : null}
            dailyDone={game.dailyDoneToday}
            streak={game.streak}
            onDaily={() => {
              setMapOpen(false);
              game.choose('daily');
            }}
            onLevel={(level) => {
              setMapOpen(false);
              game.choose('unlimited', level);
            }}
          />
        </Suspense>
      )}
    </PuzzleGameFrame>
  );
}
