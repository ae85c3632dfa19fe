import { act, renderHook, waitFor } from '@testing-library/react';
import { startEarlyGameLoad, takeEarlyGameLoad } from './early-game-load';
import { loadGame } from './remote-game-loader';
import { registry } from './registry';
import { loadGameState, useRemoteGame, type RemoteGameState } from './use-remote-game';

jest.mock('./remote-game-loader', () => ({ loadGame: jest.fn() }));
jest.mock('./registry', () => ({ registry: { load: jest.fn() } }));

const entry = { version: '1.0.0', entry: 'http://remotes.test/2048/1.0.0/mf-manifest.json' };
const Component = () => null;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(registry.load).mockResolvedValue({ games: { '2048': entry }, problems: [] });
  jest.mocked(loadGame).mockResolvedValue({ Component, version: '1.0.0' });
  takeEarlyGameLoad('2048');
});

describe('loadGameState', () => {
  it('ends in ready, unavailable or failed, never a rejection', async () => {
    expect(await loadGameState('2048')).toEqual({ status: 'ready', game: { Component, version: '1.0.0' } });
    expect(await loadGameState('sudoku')).toEqual({ status: 'unavailable' });
    jest.mocked(loadGame).mockRejectedValueOnce(new Error('remote down'));
    expect(await loadGameState('2048')).toEqual({ status: 'failed', error: new Error('remote down') });
  });
});

describe('useRemoteGame', () => {
  it('takes over the load started on arrival; a game already loaded renders in the first pass', async () => {
    startEarlyGameLoad('/game/2048', loadGameState);
    await waitFor(() => expect(loadGame).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    const states: RemoteGameState['status'][] = [];
    renderHook(() => {
      const state = useRemoteGame('2048', 0);
      states.push(state.status);
      return state;
    });
    expect(states[0]).toBe('ready');
    expect(loadGame).toHaveBeenCalledTimes(1);
  });

  it('waits for an arrival load still under way, and Retry loads afresh', async () => {
    let finish!: () => void;
    jest.mocked(loadGame).mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ Component, version: '1.0.0' }))));
    startEarlyGameLoad('/game/2048', loadGameState);
    const { result, rerender } = renderHook(({ attempt }) => useRemoteGame('2048', attempt), { initialProps: { attempt: 0 } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(loadGame).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    expect(result.current.status).toBe('ready');
    rerender({ attempt: 1 });
    await waitFor(() => expect(loadGame).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('loads by itself when the visitor arrived on another page', async () => {
    const { result } = renderHook(() => useRemoteGame('2048', 0));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(loadGame).toHaveBeenCalledTimes(1);
  });
});
