import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameFor, remoteModuleIdFor, type GameComponent, type RegistryEntry } from '@games/shared/contracts';
import { GameLoadError } from './game-load-error';

export interface LoadedGame {
  Component: GameComponent;
  version: string;
}

/** Safety net above the runtime's own time-outs (network-retry), so no spinner ever runs forever. */
export const GAME_LOAD_DEADLINE_MS = 15_000;

export interface FederationRuntime {
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
}

const defaultRuntime: FederationRuntime = { registerRemotes, loadRemote };
const registeredEntries = new Map<string, string>();

function withDeadline<T>(promise: Promise<T>, ms: number, slug: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new GameLoadError('timeout', `Loading ${slug} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Registers the game's remote (its manifest URL from the registry) and loads its ./Game module.
 * Every call is a fresh load: a failed load leaves nothing cached, so Retry really retries.
 */
export async function loadGame(slug: string, entry: RegistryEntry, runtime: FederationRuntime = defaultRuntime): Promise<LoadedGame> {
  const name = containerNameFor(slug);
  const known = registeredEntries.get(name);
  if (known !== entry.entry) {
    // force replaces a previously registered version (a new deploy seen after a registry refresh).
    runtime.registerRemotes([{ name, entry: entry.entry }], { force: known !== undefined });
    registeredEntries.set(name, entry.entry);
  }
  const module = await withDeadline(runtime.loadRemote<{ default?: GameComponent }>(remoteModuleIdFor(slug)), GAME_LOAD_DEADLINE_MS, slug);
  const Component = module?.default;
  if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null)) {
    throw new GameLoadError('module', `The ${slug} remote does not export a Game component`);
  }
  return { Component, version: entry.version };
}

