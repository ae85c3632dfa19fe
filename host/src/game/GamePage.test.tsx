import { Activity, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FIXTURE_CATALOG, fixtureRecord } from '../catalog/catalog.fixture';
import { mergeRegistryRecords, setPageCatalog } from '../catalog/page-catalog';
import { GameLoadError } from './game-load-error';
import { forgetGameLoads, preloadGame } from './game-loads';
import { GamePage } from './GamePage';
import type { LoadedRegistry } from './registry-client';
import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from './runtime-plugins/preload-error-event';

// The page over the real load path (game-loads.ts); only the registry and the federation runtime are stand-ins.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockLoad = jest.fn<Promise<LoadedRegistry>, []>();
const mockRefresh = jest.fn<Promise<LoadedRegistry>, []>();
jest.mock('./registry', () => ({ registry: { load: () => mockLoad(), refresh: () => mockRefresh() } }));

const loadRemoteMock = jest.mocked(loadRemote);
const entry = (slug: string) => ({ version: '1.0.0', entry: `http://remotes.test/${slug}/1.0.0/mf-manifest.json` });
const registryWith = (games: LoadedRegistry['games'], rejected: LoadedRegistry['rejected'] = []): LoadedRegistry => ({ games, rejected });

let broken: string | undefined;
function Game({ title }: { title: string }) {
  if (broken) throw new Error(broken);
  return <p data-testid="board">{title} board</p>;
}
function gamePage(slug: string) {
  return (
    <MemoryRouter initialEntries={[`/game/${slug}`]}>
      <Routes>
        <Route path="/game/:gameName" element={<GamePage />} />
      </Routes>
    </MemoryRouter>
  );
}

/** Renders in an awaited act, so a page that suspends on its load resumes when the load ends (React 19). */
async function renderIn(ui: ReactElement) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(ui);
  });
  return { rerender: (next: ReactElement) => act(async () => view.rerender(next)) };
}
const renderGamePage = (slug: string) => renderIn(gamePage(slug));
const stage = () => document.querySelector('.game-page__stage');

let events: PreloadErrorEvent[];
const listener = (e: Event) => events.push(e as PreloadErrorEvent);
beforeEach(() => {
  setPageCatalog(FIXTURE_CATALOG);
  forgetGameLoads();
  broken = undefined;
  events = [];
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
  mockLoad.mockReset().mockResolvedValue(registryWith({ '2048': entry('2048'), 'word-search': entry('word-search') }));
  mockRefresh.mockReset().mockResolvedValue(registryWith({ '2048': entry('2048'), 'word-search': entry('word-search') }));
  loadRemoteMock.mockReset().mockResolvedValue({ default: Game });
  jest.mocked(registerRemotes).mockReset();
});
afterEach(() => {
  window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  jest.restoreAllMocks();
});

describe('GamePage', () => {
  it('shows the stage loading, then the game with its version', async () => {
    let finish!: (module: unknown) => void;
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await renderGamePage('2048');
    expect(screen.getByRole('status')).toHaveTextContent('Loading game...');
    expect(stage()).toHaveAttribute('data-game-state', 'loading');
    await act(async () => finish({ default: Game }));
    expect(screen.getByTestId('board')).toHaveTextContent('2048 board');
    expect(stage()).toHaveAttribute('data-game-state', 'ready');
    expect(screen.getByTestId('game-version')).toHaveAttribute('value', '1.0.0');
    expect(events).toHaveLength(0);
  });

  it('draws a game already loaded (a warmed card) in its first render: the click only mounts', async () => {
    await preloadGame('2048');
    await renderGamePage('2048');
    expect(screen.getByTestId('board')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('says a game that is not released yet is coming, offers released games instead, and offers no Retry', async () => {
    await renderGamePage('sudoku');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sudoku is coming soon' })).toBeInTheDocument();
    expect(stage()).toHaveAttribute('data-game-state', 'coming-soon');
    expect(screen.getByText(/isn't released yet/)).toBeInTheDocument();
    const instead = screen.getByRole('navigation', { name: 'Games you can play now' });
    expect(screen.getByRole('link', { name: '2048' })).toHaveAttribute('href', '/game/2048');
    expect(screen.getByRole('link', { name: 'Word Search' })).toHaveAttribute('href', '/game/word-search');
    expect(instead).toContainElement(screen.getByRole('link', { name: 'Browse all games' }));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/being updated|try again/i)).not.toBeInTheDocument();
    expect(events).toHaveLength(0);
  });

  it('shows a failed load with its cause and Retry, reported once; Retry loads afresh and shows the game', async () => {
    loadRemoteMock.mockRejectedValueOnce(new GameLoadError('entry', 'script failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderGamePage('2048');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2048 could not be loaded');
    expect(alert).toHaveTextContent("the game's code could not be downloaded");
    expect(stage()).toHaveAttribute('data-game-state', 'failed');
    expect(events).toHaveLength(1);
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByTestId('board')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(events).toHaveLength(1);
  });

  it('shows a rejected registry entry as not available right now, with Retry', async () => {
    mockLoad.mockResolvedValue(registryWith({}, [{ slug: '2048', reason: 'version must be semver like 1.0.0' }]));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderGamePage('2048');
    expect(await screen.findByRole('heading', { name: '2048 is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("can't be played at the moment");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(events).toHaveLength(1);
  });

  it("says a game that throws while rendering stopped working, in the game's own words, reported once; Retry renders it again", async () => {
    broken = 'the board could not be drawn';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderGamePage('2048');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2048 stopped working');
    expect(alert).toHaveTextContent('The game ran into a problem: the board could not be drawn');
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ kind: 'render', message: 'the board could not be drawn' });
    broken = undefined;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByTestId('board')).toBeInTheDocument();
    // Its code had loaded: it renders again from it.
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
  });

  it("titles the page from the game's record, hidden games included", async () => {
    await renderGamePage('path-puzzle-game');
    expect(screen.getByRole('heading', { level: 1, name: 'Path Puzzle Game' })).toBeInTheDocument();
    expect(document.title).toBe('Path Puzzle Game - a test title');
  });

  it('says Game Not Found for a name no record has, until the registry brings one (a game deployed since the page was served)', async () => {
    await renderGamePage('minesweeper');
    expect(screen.getByRole('heading', { level: 1, name: 'Game Not Found' })).toBeInTheDocument();
    expect(mockLoad).not.toHaveBeenCalled();
    mockLoad.mockResolvedValue(registryWith({ minesweeper: entry('minesweeper') }));
    await act(async () => mergeRegistryRecords({ minesweeper: { catalog: fixtureRecord('minesweeper', 40, ['puzzle']) } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Minesweeper' })).toBeInTheDocument();
    expect(await screen.findByTestId('board')).toHaveTextContent('Minesweeper board');
  });
});

describe('GamePage hidden by the offline screen (Activity)', () => {
  const page = (visible: boolean) => <Activity mode={visible ? 'visible' : 'hidden'}>{gamePage('2048')}</Activity>;

  it('keeps a game being played when its page is hidden and shown again', async () => {
    const view = await renderIn(page(true));
    const board = await screen.findByTestId('board');
    await view.rerender(page(false));
    await view.rerender(page(true));
    expect(screen.getByTestId('board')).toBe(board);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('loads again a failed load when the page shows with the network back', async () => {
    loadRemoteMock.mockRejectedValueOnce(new GameLoadError('entry', 'script failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = jest.spyOn(navigator, 'onLine', 'get');
    const view = await renderIn(page(true));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    online.mockReturnValue(false);
    await view.rerender(page(false));
    online.mockReturnValue(true);
    await view.rerender(page(true));
    expect(await screen.findByTestId('board')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(events).toHaveLength(1);
  });

  it('loads again, once back online, a load that failed as offline', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockLoad.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const view = await renderIn(page(false));
    online.mockReturnValue(true);
    await view.rerender(page(true));
    expect(await screen.findByTestId('board')).toBeInTheDocument();
  });
});

describe('GamePage hydrating the frame the server sent', () => {
  it.each([
    ['still loading', false],
    ['already loaded', true],
  ])('hydrates the loading stage without a mismatch when the arrival load is %s, then shows the game, loaded once', async (_name, loadedFirst) => {
    const serverHtml = renderToString(gamePage('2048'));
    expect(serverHtml).toContain('data-game-state="loading"');
    expect(serverHtml).toContain('Loading game...');
    expect(loadRemoteMock).not.toHaveBeenCalled();
    const arrival = preloadGame('2048');
    if (loadedFirst) await arrival;
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, gamePage('2048'), { onRecoverableError: recoverable }));
    expect(await screen.findByTestId('board')).toBeInTheDocument();
    expect(stage()).toHaveAttribute('data-game-state', 'ready');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });

  it.each([
    ['a failed load', () => Promise.reject(new GameLoadError('entry', 'script failed')), '2048 could not be loaded'],
    ['a render error', () => ((broken = 'the board could not be drawn'), { default: Game }), '2048 stopped working'],
  ])('hydrating, shows %s as such, not as an error React recovered from', async (_name, fault, heading) => {
    // The load ends after the hydration, as a failing one does (its retries take seconds).
    loadRemoteMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(fault()), 100)));
    const serverHtml = renderToString(gamePage('2048'));
    const arrival = preloadGame('2048');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = jest.fn();
    const caught = jest.fn();
    // As in a browser: React's own scheduler renders concurrently (act would render the background work at once).
    const actEnvironment = Object.getOwnPropertyDescriptor(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    try {
      const root = hydrateRoot(container, gamePage('2048'), { onRecoverableError: recoverable, onCaughtError: caught });
      await arrival.catch(() => undefined);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(recoverable).not.toHaveBeenCalled();
      expect(caught).toHaveBeenCalledTimes(1);
      root.unmount();
    } finally {
      if (actEnvironment) Object.defineProperty(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    container.remove();
  });
});
