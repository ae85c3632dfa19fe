import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Store } from './storage';

function loadOr<T>(store: Store<T>, initial: T | (() => T)): T {
  const saved = store.load();
  if (saved !== undefined) return saved;
  return typeof initial === 'function' ? (initial as () => T)() : initial;
}

/**
 * useState backed by a versioned store: starts from the saved value (or `initial`),
 * and saves every later change. Create the store once (module level or useMemo);
 * passing a different store switches to that store's saved value.
 */
export function usePersistentState<T>(store: Store<T>, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => ({ store, value: loadOr(store, initial) }));
  let current = state;
  if (state.store !== store) {
    // Adjusting state during render is React's recommended way to reset on a changed input.
    current = { store, value: loadOr(store, initial) };
    setState(current);
  }

  // The value as read from (or last written to) storage, so loading is not followed by a redundant save.
  const persisted = useRef<{ store: Store<T>; value: T }>(current);
  useEffect(() => {
    if (persisted.current.store === current.store && Object.is(persisted.current.value, current.value)) return;
    persisted.current = current;
    current.store.save(current.value);
  }, [current]);

  const setValue: Dispatch<SetStateAction<T>> = useRef((action: SetStateAction<T>) => {
    setState((prev) => ({
      store: prev.store,
      value: typeof action === 'function' ? (action as (previous: T) => T)(prev.value) : action,
    }));
  }).current;

  return [current.value, setValue];
}
