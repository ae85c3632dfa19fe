// The stores of a puzzle session (keys: slots.ts): the remembered mode and one saved game per slot, each checked
// on load (a corrupt or older save is discarded). The records have their own (session-records.ts).
import { createStore, type Store } from '../storage';
import { isSavedSession, type PuzzleRules, type PuzzleSession } from './session';
import { isModeChoice, sessionKeys, type ModeChoice } from './slots';

export interface PuzzleStores<P, B> {
  choice: Store<ModeChoice>;
  /** The store of a slot's saved game (made once per slot). */
  slot(slot: string): Store<PuzzleSession<P, B>>;
}

/** `saveVersion`: bumped by a game when the shape of its puzzle or board changes. */
export function puzzleStores<P, B, M>(gameKey: string, rules: PuzzleRules<P, B, M>, levels: readonly string[], saveVersion = 1): PuzzleStores<P, B> {
  const keys = sessionKeys(gameKey);
  const slots = new Map<string, Store<PuzzleSession<P, B>>>();
  const validate = (value: unknown): value is PuzzleSession<P, B> => isSavedSession(rules, levels, value);
  return {
    choice: createStore<ModeChoice>({ key: keys.mode, version: 1, validate: isModeChoice(levels) }),
    slot(slot) {
      let store = slots.get(slot);
      if (!store) {
        store = createStore({ key: keys.slot(slot), version: saveVersion, validate });
        slots.set(slot, store);
      }
      return store;
    },
  };
}
