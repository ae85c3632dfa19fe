// Kit views that are drawn only inside one of the frame's later chunks (the help dialog, the result panel)
// load with that chunk instead of in every game's first load. A game uses the component as it would any
// other; the frame loads every deferred part of the group together with the dialog or panel that draws it,
// so inside the frame the part is there on its first render (no fallback, no flash). Drawn anywhere else
// before its code arrived (a test, a game's own dialog), it renders nothing until then.
import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** The frame's later chunks: the help dialog's and the result panel's. */
export type DeferredGroup = 'help' | 'result';

const groups: Record<DeferredGroup, Set<() => Promise<unknown>>> = { help: new Set(), result: new Set() };
/** The groups the frame has asked for: their dialog or panel is being drawn (see Deferred below). */
const asked = new Set<DeferredGroup>();

/** Loads every deferred part of a group that this game's code uses (the frame calls it with the chunk's own import). */
export function loadDeferred(group: DeferredGroup): Promise<unknown> {
  asked.add(group);
  return Promise.all(Array.from(groups[group], (load) => load()));
}

/**
 * A component whose code `load` brings (a dynamic import named after the group's chunk, so it lands in that
 * chunk: "game-kit-dialogs" for help, "game-kit-result" for result).
 */
export function deferred<P extends object>(group: DeferredGroup, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  groups[group].add(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // A part whose code came after the frame asked for its group (a game's help in a chunk of its own, evaluated
  // later) holds the frame's boundary: the dialog or panel appears whole, never grows (and moves its buttons
  // under a finger) when the part arrives. Anywhere else it draws nothing until its code is there.
  return function Deferred(props: P): ReactElement {
    return loaded
      ? createElement(loaded, props)
      : asked.has(group)
        ? createElement(Lazy, props)
        : createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}
