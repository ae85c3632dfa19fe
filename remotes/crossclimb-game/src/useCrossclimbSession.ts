import { pickUnseen } from '@games/shared/game-kit/content/unseen';
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import { isArrayOf } from '@games/shared/game-kit/guards';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { createRandom } from '@games/shared/game-kit/random';
import { createStore } from '@games/shared/game-kit/storage';
import { useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { LADDERS_URL } from './dataUrl';
import type { Board } from './logic/board';
import { isLadderPack, type LadderPack } from './logic/content';
import { archiveNumberOf, archiveSeed, dealFromPack } from './logic/deal';
import { describeChange, shareRows } from './logic/describe';
import type { Puzzle } from './logic/puzzle';
import { crossclimbRules, type Move } from './logic/rules';
import { adoptPuzzleParam } from './puzzleParam';

const GAME_KEY = descriptor.slug;
const LEVELS = [{ value: 'classic', label: 'Classic' }];
const isIds = isArrayOf((value: unknown): value is string => typeof value === 'string' && value.length <= 32);
/** Ladders dealt in unlimited play, so "New puzzle" brings an unseen one first. */
const seenStore = createStore<string[]>({ key: `${GAME_KEY}:seen`, version: 1, validate: isIds });

const loadPack = () => loadAsset(LADDERS_URL, isLadderPack, { what: 'ladder bank' });

function unseenNumber(pack: LadderPack, seed: string): number {
  const ids = pack.ladders.map((ladder) => ladder.id);
  const random = createRandom(seed);
  const { picked, seen } = pickUnseen(ids, seenStore.load() ?? [], 1, () => random.next());
  seenStore.save(seen);
  return ids.indexOf(picked[0]) + 1;
}

/**
 * Crossclimb on the kit's puzzle session (saving, hints, clock, records, result): the deal (today's daily, an
 * archive puzzle, an unseen ladder in unlimited play), the words for moves and the result, and the ladders
 * solved ticked for the archive. `activeRow` is the rung a hint prefers (the cursor's).
 */
export function useCrossclimbSession() {
  useState(adoptPuzzleParam);
  const requested = useRef<number | null>(null);
  const activeRow = useRef<number | undefined>(undefined);
  const rules = useMemo(() => crossclimbRules(() => activeRow.current), []);

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
  const { session } = game;

  // A win ticks the ladder in the archive; the code that saves it loads then (with the records chunk).
  const wonId = session?.status === 'won' ? session.puzzle.id : null;
  useEffect(() => {
    if (wonId) import(/* webpackChunkName: "game-kit-records" */ './solved').then((solved) => solved.markSolved(wonId), () => undefined);
  }, [wonId]);

  /** Deals archive puzzle `number`. */
  const playArchive = (number: number) => {
    requested.current = number;
    game.newPuzzle();
  };

  return { game, activeRow, playArchive };
}
