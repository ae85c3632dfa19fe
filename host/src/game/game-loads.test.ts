import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { setPageCatalog } from '../catalog/page-catalog';
import { GameLoadError } from './game-load-error';
import type { LoadedRegistry } from './registry-client';
import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from './runtime-plugins/preload-error-event';
import {
  arrivalGameSettled,
  forgetGameLoads,
  GAME_LOAD_DEADLINE_MS,
  loadArrivalGame,
  leaveGame,
  loadGame,
  playableGameSlug,
  preloadGame,
  retryGame,
} from './game-loads';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockLoad = jest.fn<Promise<LoadedRegistry>, []>();
const mockRefresh = jest.fn<Promise<LoadedRegistry>, []>();
jest.mock('./registry', () => ({ registry: { load: () => mockLoad(), refresh: () => mockRefresh() } }));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const entry = { version: '1.0.0', entry: 'http://remotes.test/2048/1.0.0/mf-manifest.json' };
const registryWith = (games: LoadedRegistry['games'], rejected: LoadedRegistry['rejected'] = []): LoadedRegistry => ({ games, rejected });
const Game = () => null;
const ready = { status: 'ready', game: { Component: Game, version: '1.0.0' } };
/** Lets every settled promise's callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let events: PreloadErrorEvent[];
const listener = (e: Event) => events.push(e as PreloadErrorEvent);
beforeEach(() => {
  setPageCatalog(FIXTURE_CATALOG);
  forgetGameLoads();
  events = [];
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
  mockLoad.mockReset().mockResolvedValue(registryWith({ '2048': entry }));
  mockRefresh.mockReset().mockResolvedValue(registryWith({ '2048': entry }));
  loadRemoteMock.mockReset().mockResolvedValue({ default: Game });
  registerRemotesMock.mockReset();
});
afterEach(() => {
  window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('loadGame: one load per game', () => {
  it('is shared by everyone who asks, registers the remote once, and carries its result for a first render', async () => {
    const first = loadGame('2048');
    expect(loadGame('2048')).toBe(first);
    await expect(first).resolves.toEqual(ready);
    expect(loadGame('2048')).toBe(first);
    // Read the way React's `use` reads a settled promise, so a page mounted now draws the game at once.
    expect(first).toMatchObject({ status: 'fulfilled', value: ready });
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'game_2048', entry: entry.entry }], { force: false });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('game_2048/Game');
  });

  it('says a game the registry does not list is coming soon, with games it lists instead: no failure, no preload-error', async () => {
    await expect(loadGame('sudoku')).resolves.toEqual({ status: 'coming-soon', instead: ['2048'] });
    expect(events).toHaveLength(0);
  });

  it.each([
    ['an unreadable registry', () => mockLoad.mockRejectedValue(new GameLoadError('registry-invalid', 'not JSON')), { kind: 'registry-invalid' }],
    [
      'a malformed entry',
      () => mockLoad.mockResolvedValue(registryWith({}, [{ slug: '2048', reason: 'version must be semver like 1.0.0' }])),
      { kind: 'entry-rejected', detail: 'version must be semver like 1.0.0' },
    ],
    ['the federation runtime (which raises none itself)', () => loadRemoteMock.mockRejectedValue(new GameLoadError('manifest', 'manifest failed')), { kind: 'manifest' }],
    ['an error nothing typed', () => loadRemoteMock.mockRejectedValue(new Error('remote down')), { kind: 'module', cause: new Error('remote down') }],
    ['a remote without a Game component', () => loadRemoteMock.mockResolvedValue({}), { kind: 'module' }],
  ])('fails with a typed error and one preload-error for %s, and stays failed until Retry', async (_name, fault, failure) => {
    fault();
    const load = loadGame('2048');
    await expect(load).rejects.toMatchObject(failure);
    expect(events).toHaveLength(1);
    expect(events[0].id).toBe('game_2048/Game');
    expect(events[0].payload).toBe(await load.catch((error: unknown) => error));
    // The page asking again (a re-render, the page hidden and shown) gets the same failure, with no new event.
    expect(loadGame('2048')).toBe(load);
    await flush();
    expect(events).toHaveLength(1);
  });

  it('ends a load that runs past its deadline as timed out, with one preload-error', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    const load = loadGame('2048');
    const failure = load.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(GAME_LOAD_DEADLINE_MS);
    expect(await failure).toMatchObject({ kind: 'timeout' });
    expect(events).toHaveLength(1);
  });

  it('tells a failure while the browser is offline as that', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockLoad.mockRejectedValue(new GameLoadError('registry-unreachable', 'unreachable'));
    await expect(loadGame('2048')).rejects.toMatchObject({ kind: 'offline' });
    expect(events).toHaveLength(1);
  });
});

describe('retryGame', () => {
  it('replaces a failed load with a fresh one; a second Retry meanwhile loads nothing more', async () => {
    loadRemoteMock.mockRejectedValueOnce(new GameLoadError('entry', 'script failed'));
    const failed = loadGame('2048');
    await expect(failed).rejects.toMatchObject({ kind: 'entry' });
    retryGame('2048');
    retryGame('2048');
    const fresh = loadGame('2048');
    expect(fresh).not.toBe(failed);
    await expect(fresh).resolves.toEqual(ready);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(events).toHaveLength(1);
  });

  it('asks the registry again for a game it did not list (or listed badly)', async () => {
    mockLoad.mockResolvedValue(registryWith({}, [{ slug: '2048', reason: 'entry must be an http(s) URL or a path' }]));
    await expect(loadGame('2048')).rejects.toMatchObject({ kind: 'entry-rejected' });
    retryGame('2048');
    await expect(loadGame('2048')).resolves.toEqual(ready);
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
  });

  it('keeps a load under way or done', async () => {
    const load = loadGame('2048');
    retryGame('2048');
    expect(loadGame('2048')).toBe(load);
    await load;
    retryGame('2048');
    expect(loadGame('2048')).toBe(load);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});

describe('leaveGame: the player left the game page', () => {
  it('drops a failed load, so the next visit loads afresh; a load done is kept', async () => {
    loadRemoteMock.mockRejectedValueOnce(new GameLoadError('entry', 'script failed'));
    const failed = loadGame('2048');
    await expect(failed).rejects.toMatchObject({ kind: 'entry' });
    leaveGame('2048');
    const visit = loadGame('2048');
    expect(visit).not.toBe(failed);
    await expect(visit).resolves.toEqual(ready);
    leaveGame('2048');
    expect(loadGame('2048')).toBe(visit);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});

describe('a load started ahead of the player (preloadGame: a card, the warm-up)', () => {
  it('is the load the page then finds: the click only mounts', async () => {
    const warm = preloadGame('2048');
    expect(preloadGame('2048')).toBe(warm);
    await warm;
    expect(loadGame('2048')).toBe(warm);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('raises nothing if it fails before anyone asked, and is dropped: the page loads afresh and reports its own failure once', async () => {
    loadRemoteMock.mockRejectedValue(new GameLoadError('manifest', 'remotes origin down'));
    await expect(preloadGame('2048')).rejects.toMatchObject({ kind: 'manifest' });
    await flush();
    expect(events).toHaveLength(0);
    await expect(loadGame('2048')).rejects.toMatchObject({ kind: 'manifest' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(events).toHaveLength(1);
  });

  it("becomes the player's once a page asks while it is under way: its failure is shown and reported once", async () => {
    let fail!: (error: unknown) => void;
    loadRemoteMock.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    const warm = preloadGame('2048');
    await flush();
    expect(loadGame('2048')).toBe(warm);
    fail(new GameLoadError('entry', 'script failed'));
    await expect(warm).rejects.toMatchObject({ kind: 'entry' });
    expect(events).toHaveLength(1);
    expect(loadGame('2048')).toBe(warm);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});

describe('the load of the page the visitor arrives on', () => {
  it('knows game pages by their canonical name only', () => {
    expect(playableGameSlug('/game/2048')).toBe('2048');
    expect(playableGameSlug('/game/2048/')).toBe('2048');
    expect(playableGameSlug('/game/SUDOKU')).toBeUndefined(); // redirected to lower case first
    expect(playableGameSlug('/game/no-such-game')).toBeUndefined();
    expect(playableGameSlug('/')).toBeUndefined();
    expect(playableGameSlug('/faq')).toBeUndefined();
  });

  it('starts at once and is the load its page finds; the layout learns when it has settled', async () => {
    let finish!: (game: unknown) => void;
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    loadArrivalGame('/game/2048');
    await flush();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    let settled = false;
    void arrivalGameSettled().then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    const page = loadGame('2048');
    finish({ default: Game });
    await expect(page).resolves.toEqual(ready);
    await arrivalGameSettled();
    expect(settled).toBe(true);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('is asked for by the player: its failure is reported once, and the layout goes on', async () => {
    loadRemoteMock.mockRejectedValue(new GameLoadError('entry', 'script failed'));
    loadArrivalGame('/game/2048');
    await expect(arrivalGameSettled()).resolves.toBeUndefined();
    expect(events).toHaveLength(1);
  });

  it('loads nothing on another page, and settles at once', async () => {
    loadArrivalGame('/aboutus');
    await expect(arrivalGameSettled()).resolves.toBeUndefined();
    expect(mockLoad).not.toHaveBeenCalled();
  });
});
