import { Activity } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from './runtime-plugins/preload-error-event';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { setPageCatalog } from '../catalog/page-catalog';
import { GameLoadError } from './game-load-error';
import type { LoadedRegistry } from './registry-client';
import { startEarlyGameLoad, takeEarlyGameLoad } from './early-game-load';
import { loadGameState, useRemoteGame, type RemoteGameState } from './use-remote-game';

const mockLoad = jest.fn<Promise<LoadedRegistry>, []>();
const mockRefresh = jest.fn<Promise<LoadedRegistry>, []>();
const mockLoadGame = jest.fn();

jest.mock('./registry', () => ({ registry: { load: () => mockLoad(), refresh: () => mockRefresh() } }));
jest.mock('./remote-game-loader', () => {
  const actual = jest.requireActual('./remote-game-loader');
  return { ...actual, loadGame: (...args: unknown[]) => mockLoadGame(...args) };
});

const entry = { version: '1.0.0', entry: 'http://remotes.test/2048/1.0.0/mf-manifest.json' };
const registryWith = (games: LoadedRegistry['games'], rejected: LoadedRegistry['rejected'] = []): LoadedRegistry => ({ games, rejected });

let events: PreloadErrorEvent[];
const listener = (e: Event) => events.push(e as PreloadErrorEvent);
beforeEach(() => {
  setPageCatalog(FIXTURE_CATALOG);
  events = [];
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
  mockLoad.mockReset();
  mockRefresh.mockReset();
  mockLoadGame.mockReset();
});
afterEach(() => window.removeEventListener(PRELOAD_ERROR_EVENT, listener));

describe('useRemoteGame: one preload-error per failed load', () => {
  it('raises one for an unreadable registry', async () => {
    const error = new GameLoadError('registry-invalid', 'The games registry could not be loaded: the answer is not valid JSON');
    mockLoad.mockRejectedValue(error);
    const { result } = renderHook(() => useRemoteGame('2048', 0));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error }));
    expect(events).toHaveLength(1);
    expect(events[0].id).toBe('game_2048/Game');
    expect(events[0].payload).toBe(error);
  });

  it('raises one for a malformed entry (a failure with Retry), none for a game that is simply not listed (coming soon)', async () => {
    mockLoad.mockResolvedValue(registryWith({ chess: entry }, [{ slug: '2048', reason: 'version must be semver like 1.0.0' }]));
    const bad = renderHook(() => useRemoteGame('2048', 0));
    await waitFor(() => expect(bad.result.current.status).toBe('failed'));
    expect(bad.result.current).toMatchObject({ error: { kind: 'entry-rejected', detail: 'version must be semver like 1.0.0' } });
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ kind: 'entry-rejected' });
    const absent = renderHook(() => useRemoteGame('sudoku', 0));
    await waitFor(() => expect(absent.result.current).toEqual({ status: 'coming-soon', instead: ['chess'] }));
    expect(events).toHaveLength(1);
  });

  it('raises one when the federation runtime fails (the runtime itself raises none)', async () => {
    mockLoad.mockResolvedValue(registryWith({ '2048': entry }));
    const error = new GameLoadError('manifest', 'manifest failed');
    mockLoadGame.mockRejectedValue(error);
    const { result } = renderHook(() => useRemoteGame('2048', 0));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error }));
    expect(events).toHaveLength(1);
    expect(events[0].payload).toBe(error);
  });

  it('raises one when the loader fails on its own (e.g. its deadline)', async () => {
    mockLoad.mockResolvedValue(registryWith({ '2048': entry }));
    mockLoadGame.mockRejectedValue(new GameLoadError('timeout', 'Loading 2048 took longer than 15 s'));
    const { result } = renderHook(() => useRemoteGame('2048', 0));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ kind: 'timeout' });
  });

  it('a Retry on a game the registry did not list asks the registry again', async () => {
    mockLoad.mockResolvedValue(registryWith({}, [{ slug: '2048', reason: 'entry must be an http(s) URL or a path' }]));
    mockRefresh.mockResolvedValue(registryWith({ '2048': entry }));
    const Component = () => null;
    mockLoadGame.mockResolvedValue({ Component, version: '1.0.0' });
    const { result, rerender } = renderHook(({ attempt }) => useRemoteGame('2048', attempt), { initialProps: { attempt: 0 } });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(mockRefresh).not.toHaveBeenCalled();
    rerender({ attempt: 1 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
  });
});

function Probe({ attempt = 0 }: { attempt?: number }) {
  return <p data-testid="status">{useRemoteGame('2048', attempt).status}</p>;
}

function Page({ visible, attempt }: { visible: boolean; attempt?: number }) {
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <Probe attempt={attempt} />
    </Activity>
  );
}

describe('useRemoteGame: a page hidden by the offline screen', () => {
  beforeEach(() => {
    mockLoad.mockResolvedValue(registryWith({ '2048': entry }));
    mockRefresh.mockResolvedValue(registryWith({ '2048': entry }));
    mockLoadGame.mockResolvedValue({ Component: () => null, version: '1.0.0' });
  });

  it('keeps a loaded game when its page is hidden and shown again (offline and back)', async () => {
    const view = render(<Page visible />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    view.rerender(<Page visible={false} />);
    view.rerender(<Page visible />);
    await act(async () => undefined);
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(mockLoadGame).toHaveBeenCalledTimes(1);
  });

  it('loads again when the page is shown after a failed load', async () => {
    mockLoadGame.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const view = render(<Page visible />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    view.rerender(<Page visible={false} />);
    view.rerender(<Page visible />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(mockLoadGame).toHaveBeenCalledTimes(2);
  });

  it('starts a fresh load on Retry (a new attempt)', async () => {
    const view = render(<Page visible attempt={0} />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    view.rerender(<Page visible attempt={1} />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(mockLoadGame).toHaveBeenCalledTimes(2);
  });
});

describe('useRemoteGame: the load started on arrival (early-game-load)', () => {
  const Component = () => null;
  beforeEach(() => {
    mockLoad.mockResolvedValue(registryWith({ '2048': entry }));
    mockRefresh.mockResolvedValue(registryWith({ '2048': entry }));
    mockLoadGame.mockResolvedValue({ Component, version: '1.0.0' });
    takeEarlyGameLoad('2048');
  });

  it('loadGameState ends in ready, coming-soon or failed (with a typed error), never a rejection', async () => {
    expect(await loadGameState('2048')).toEqual({ status: 'ready', game: { Component, version: '1.0.0' } });
    expect(await loadGameState('sudoku')).toEqual({ status: 'coming-soon', instead: ['2048'] });
    const down = new Error('remote down');
    mockLoadGame.mockRejectedValueOnce(down);
    const failed = await loadGameState('2048');
    expect(failed).toMatchObject({ status: 'failed', error: { kind: 'module', cause: down } });
    expect(events).toHaveLength(1);
  });

  it('takes over the load started on arrival; a game already loaded renders in the first pass', async () => {
    startEarlyGameLoad('/game/2048', loadGameState);
    await waitFor(() => expect(mockLoadGame).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    const states: RemoteGameState['status'][] = [];
    renderHook(() => {
      const state = useRemoteGame('2048', 0);
      states.push(state.status);
      return state;
    });
    expect(states[0]).toBe('ready');
    expect(mockLoadGame).toHaveBeenCalledTimes(1);
  });

  it('hydrating the server-rendered page, the first pass draws the loading frame it sent, then the game, loaded once', async () => {
    startEarlyGameLoad('/game/2048', loadGameState, { serverRendered: true });
    await waitFor(() => expect(mockLoadGame).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    const states: RemoteGameState['status'][] = [];
    const { result } = renderHook(() => {
      const state = useRemoteGame('2048', 0);
      states.push(state.status);
      return state;
    });
    expect(states[0]).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(mockLoadGame).toHaveBeenCalledTimes(1);
  });

  it('waits for an arrival load still under way, and Retry loads afresh', async () => {
    let finish!: () => void;
    mockLoadGame.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ Component, version: '1.0.0' }))));
    startEarlyGameLoad('/game/2048', loadGameState);
    const { result, rerender } = renderHook(({ attempt }) => useRemoteGame('2048', attempt), { initialProps: { attempt: 0 } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(mockLoadGame).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    expect(result.current.status).toBe('ready');
    rerender({ attempt: 1 });
    await waitFor(() => expect(mockLoadGame).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('loads by itself when the visitor arrived on another page', async () => {
    const { result } = renderHook(() => useRemoteGame('2048', 0));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(mockLoadGame).toHaveBeenCalledTimes(1);
  });
});
