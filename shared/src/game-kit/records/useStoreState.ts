// React state kept in a store, which may be one whose code loads after the first paint: a game's records
// document costs about 1.6 KB gzip, more than some first chunks have left, and records a game shows only in its
// result or a dialog (chess's tally and best level, Crossclimb's solved ladders) need not be in the first paint.
// Until such a store has loaded the state is `initial`; a change made before is applied to the saved value once
// it is read (a game counted before the tally arrived is counted in it), and saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Store } from '../storage';

/** A store made once (module level), or the import of one (`() => import('./records').then((m) => m.tallyStore)`). */
export type StoreSource<T> = Store<T> | (() => Promise<Store<T>>);

export type StoreStateUpdate<T> = (update: (previous: T) => T) => void;

const isStore = <T,>(source: StoreSource<T>): source is Store<T> => typeof source === 'object';

/** `[value, update, loaded]`: the saved value (`initial` until it is read), a functional update saved, and whether it was read. */
export function useStoreState<T>(source: StoreSource<T>, initial: T): [T, StoreStateUpdate<T>, boolean] {
  const [state, setState] = useState(() => {
    const store = isStore(source) ? source : undefined;
    return { store, value: store?.load() ?? initial };
  });
  // The value as read from (or last written to) storage, so reading is not followed by a redundant save.
  const persisted = useRef(state.value);
  // Changes made before the store was there, applied to its saved value once read.
  const pending = useRef<((previous: T) => T)[]>([]);
  const first = useRef({ source, initial });

  useEffect(() => {
    const { source: lazy, initial: none } = first.current;
    if (isStore(lazy)) return;
    let live = true;
    lazy()
      .then((store) => {
        if (!live) return;
        const saved = store.load() ?? none;
        persisted.current = saved;
        const value = pending.current.reduce((v, change) => change(v), saved);
        pending.current = [];
        setState({ store, value });
      })
      // A chunk that could not load: the game plays on, with the records as shown.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!state.store || Object.is(persisted.current, state.value)) return;
    persisted.current = state.value;
    state.store.save(state.value);
  }, [state]);

  const loaded = state.store !== undefined;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const update = useCallback<StoreStateUpdate<T>>((change) => {
    if (!loadedRef.current) pending.current.push(change);
    setState((previous) => ({ store: previous.store, value: change(previous.value) }));
  }, []);

  return [state.value, update, loaded];
}
