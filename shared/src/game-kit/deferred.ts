// Kit views that are drawn only inside one of the frame's later chunks (the help dialog, the result panel)
// load with that chunk instead of in every game's first load. A game uses the component as it would any
// other; the frame loads every deferred part of the group together with the dialog or panel that draws it,
// so inside the frame the part is there on its first render (no fallback, no flash). Drawn anywhere else
// before its code arrived (a test, a game's own dialog), it renders nothing until then.
import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** The frame's later chunks: the help dialog's and the result panel's. */
export type DeferredGroup = 'help' | 'result';

const groups: Record<DeferredGroup, Set<() => Promise<unknown>>> = { help: new Set(), result: new Set() };

/** Loads every deferred part of a group that this game's code uses (the frame calls it with the chunk's own import). */
export function loadDeferred(group: DeferredGroup): Promise<unknown> {
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
  return function Deferred(props: P): ReactElement {
    return loaded ? createElement(loaded, props) : createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}
