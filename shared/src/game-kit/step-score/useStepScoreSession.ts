import { useEffect, useRef, useState } from 'react';
import { useAnnouncer } from '../a11y/useAnnouncer';
import { liveBest, type ScoreOutcome } from '../score/score-records';
import { useScoreRecords, type ScoreRecordsOptions } from '../score/useScoreRecords';
import { randomSeed, seedFromUrl } from '../url-options';
import { countsWhenLeft, endsGame, openingGame, type StepScoreRules, type StepScoreState } from './session';

export interface StepScoreOptions<G> extends StepScoreRules<G> {
  /** The game's key: its records are kept under it (useScoreRecords). */
  gameKey: string;
  /**
   * Where the game in progress is kept (a kit Store, or one that turns the game into its save): saved after every
   * step, loaded on arrival (unless `open` decides).
   */
  store: { load?(): G | undefined; save(game: G): unknown };
  /** A fresh game from a seed (the URL's, or a random one for New game). */
  newGame(seed: string): G;
  /** The game on arrival where the game decides it (a saved game continued under the URL's seed); else openingGame. */
  open?(seed: string | null): G;
  /** The game one step back (its scores then count under its own scoreKeyOf) and whether there is one. */
  undo?(game: G): G;
  canUndo?(game: G): boolean;
  /** False where a game left for a new one is not a round played (see countsWhenLeft). */
  abandonedCounts?: boolean;
  /** Bests kept before the score path (useScoreRecords' `older`). */
  older?: ScoreRecordsOptions['older'];
}

/**
 * A step-score game's lifecycle around its pure rules: the game on arrival (`?seed=` starts a fresh reproducible
 * one, else the saved one, else a random one), saved after every step; the records per scoreKeyOf, with the
 * round counted when a step ends the game and the game left counted on New game; undo; the announcer. The game
 * keeps what is its own (animations, drags, its words) and plays each step with `play(next)`.
 */
export function useStepScoreSession<G>(options: StepScoreOptions<G>) {
  const { announcement, announce } = useAnnouncer();
  const rules = useRef(options);
  rules.current = options;
  const [state, setState] = useState<StepScoreState<G>>(() => ({
    game: options.open ? options.open(seedFromUrl()) : openingGame(seedFromUrl(), () => options.store.load?.(), options.newGame, randomSeed),
    ended: null,
  }));
  // The latest state, also after a step earlier in the same event (a key repeat, a timer).
  const latest = useRef(state);
  const { game, ended } = state;
  const scoreKey = options.scoreKeyOf(game);
  const { records, record, finishRound } = useScoreRecords(options.gameKey, scoreKey, { older: options.older });

  useEffect(() => void rules.current.store.save(game), [game]);
  const finish = useRef(finishRound);
  finish.current = finishRound;

  // The actions, made once: they read the latest rules, state and records through refs.
  const [actions] = useState(() => {
    const set = (next: G, outcome: ScoreOutcome | null = null) => setState((latest.current = { game: next, ended: outcome }));
    /** Counts `round` in the records, under its own key. */
    const count = (round: G) => finish.current(rules.current.score(round), rules.current.extras?.(round), rules.current.scoreKeyOf(round));
    return {
      /** The game now, for handlers that outlive a render. */
      current: () => latest.current.game,
      /** Plays a step (`next` becomes the game); what the records made of the round when this step ended it. */
      play(next: G): ScoreOutcome | null {
        const before = latest.current;
        if (next === before.game) return before.ended;
        const outcome = endsGame(rules.current, before.game, next) ? count(next) : null;
        set(next, outcome);
        return outcome;
      },
      /** Undoes a step: the game after it, or null when there was nothing to undo. */
      undo(): G | null {
        const { undo, canUndo } = rules.current;
        const before = latest.current.game;
        if (!undo || !canUndo?.(before)) return null;
        const back = undo(before);
        set(back);
        return back;
      },
      /** A new game (`fresh`, or a random one); the game left counts when it scored (see abandonedCounts). */
      newGame(fresh?: G): G {
        const { abandonedCounts = true, newGame } = rules.current;
        if (abandonedCounts && countsWhenLeft(rules.current, latest.current.game)) count(latest.current.game);
        const next = fresh ?? newGame(randomSeed());
        set(next);
        return next;
      },
      /** Another game shown as it is, nothing counted (another board size's saved game). */
      show: (other: G) => set(other),
    };
  });

  return {
    ...actions,
    game,
    ended,
    over: options.isOver(game),
    canUndo: options.canUndo?.(game) ?? false,
    scoreKey,
    records,
    record,
    /** The best under the game's key, counting the game in play. */
    best: liveBest(records, scoreKey, options.score(game)),
    announcement,
    announce,
  };
}

export type StepScoreSession<G> = ReturnType<typeof useStepScoreSession<G>>;
