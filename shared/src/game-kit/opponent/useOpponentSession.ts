// One game against the computer, the wiring chess, reversi and tic-tac-toe share on top of `useOpponent` and the
// tally: the computer's move asked once per position (a newer position, `cancel()` or unmount drops the answer),
// each finished game counted once in the saved tally (the game keeps its own "counted" mark, so a reload does not
// count it again), and the entry and result lines of the level played.
import { useEffect, useRef } from 'react';
import { useStoreState, type StoreSource } from '../records/useStoreState';
import type { OpponentEngine } from './opponent';
import { addResult, tallyLines, tallyOf, type Tallies, type TallyEntry, type Verdict } from './tally';
import { useOpponent, type UseOpponentOptions } from './useOpponent';

export interface OpponentSessionOptions<P, Q, R> extends UseOpponentOptions {
  /** Made on the first ask, ended on unmount (see `useOpponent`). */
  engine: () => OpponentEngine<Q, R>;
  /** The position the computer is to answer, null when it is not its turn. Each new identity is asked once. */
  computerTurn: P | null;
  request: (position: P) => Q;
  /** The computer's answer for `position`; a stale answer never arrives here. */
  onAnswer: (answer: R, position: P) => void;
  /**
   * `createTallyStore(…)`, made once (module level), or its import after the first paint where the first chunk has
   * no room for the records document (the tally then reads as none until it loads, and a finished game is counted once it has).
   */
  tallyStore: StoreSource<Tallies>;
  /** The tally's key for the game played: its level ('easy', '3'), or whatever the game counts apart ('3:easy'). */
  tallyKey: string;
  /** A finished game not counted yet: its verdict vs the computer, or 'unrecorded' (two players: counted nowhere); else null. */
  uncounted: Verdict | 'unrecorded' | null;
  /** Marks the game counted in the game's own save; called once per finished game, after its tally is added. */
  onCounted: () => void;
}

export interface OpponentSession {
  /** The engine is at work (the indicator; at least the minimum thinking delay). */
  thinking: boolean;
  /** New game, take back: drop the pending answer now (a new position drops it anyway). */
  cancel(): void;
  /** Wins, losses and draws at `tallyKey`, the game just finished included once counted. */
  tally: TallyEntry;
  /** The result's three lines for `tally`: "Wins vs Easy", "Losses vs Easy", "Draws vs Easy". */
  tallyLines(levelName: string): { label: string; value: number }[];
}

export function useOpponentSession<P, Q, R>(options: OpponentSessionOptions<P, Q, R>): OpponentSession {
  const { computerTurn, tallyKey, uncounted } = options;
  const { ask, cancel, thinking } = useOpponent<Q, R>(options.engine, { minThinkMs: options.minThinkMs, clock: options.clock });
  const [tallies, updateTallies, tallyLoaded] = useStoreState(options.tallyStore, {});
  // The latest callbacks, so an answer or a count uses the render it lands in and the effects run once per position.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (computerTurn === null) return;
    let live = true;
    ask(latest.current.request(computerTurn))
      .then((answer) => {
        if (live && answer !== null) latest.current.onAnswer(answer, computerTurn);
      })
      // An engine that failed (not a cancel) leaves the turn to the next position or a new game.
      .catch(() => undefined);
    return () => {
      live = false;
      cancel();
    };
  }, [computerTurn, ask, cancel]);

  useEffect(() => {
    // Counted once the tally is read, so the game's "counted" mark is never saved ahead of the count.
    if (uncounted === null || !tallyLoaded) return;
    if (uncounted !== 'unrecorded') updateTallies((t) => addResult(t, tallyKey, uncounted));
    latest.current.onCounted();
  }, [uncounted, tallyKey, tallyLoaded, updateTallies]);

  const tally = tallyOf(tallies, tallyKey);
  return { thinking, cancel, tally, tallyLines: (levelName: string) => tallyLines(tally, levelName) };
}
