import { clearWarmGames, takeWarmGame, warmGame, worthWarming } from './warm-game';
import { loadGame } from './remote-game-loader';
import { registry } from './registry';
import type { RemoteGameState } from './use-remote-game';

jest.mock('./remote-game-loader', () => ({ loadGame: jest.fn() }));
jest.mock('./registry', () => ({ registry: { load: jest.fn() } }));

const entry = { entry: 'http://remotes.test/2048/1.0.0/mf-manifest.json', version: '1.0.0' };
const Game = () => null;
const loadGameMock = jest.mocked(loadGame);
const registryLoad = jest.mocked(registry.load);
const afresh = (): Promise<RemoteGameState> => Promise.resolve({ status: 'ready', game: { Component: Game, version: 'fresh' } });

beforeEach(() => {
  clearWarmGames();
  loadGameMock.mockReset();
  registryLoad.mockReset();
  registryLoad.mockResolvedValue({ games: { '2048': entry }, rejected: [] } as unknown as Awaited<ReturnType<typeof registry.load>>);
});

describe('warming a game from its card', () => {
  it('loads the game once, however often the card is pointed at, and hands the loaded game to its page', async () => {
    loadGameMock.mockResolvedValue({ Component: Game, version: '1.0.0' });
    warmGame('2048');
    warmGame('2048');
    const taken = await takeWarmGame('2048', afresh);
    expect(taken).toEqual({ status: 'ready', game: { Component: Game, version: '1.0.0' } });
    expect(loadGameMock).toHaveBeenCalledTimes(1);
  });

  it('drops a warm load that failed, raising no preload-error: the page loads afresh, and a later point warms again', async () => {
    const events: Event[] = [];
    const listener = (event: Event) => events.push(event);
    window.addEventListener('preload-error', listener);
    loadGameMock.mockRejectedValueOnce(new Error('remotes origin down'));
    warmGame('2048');
    const taken = await takeWarmGame('2048', afresh);
    window.removeEventListener('preload-error', listener);
    expect(events).toEqual([]);
    expect(taken).toMatchObject({ status: 'ready', game: { version: 'fresh' } });
    loadGameMock.mockResolvedValue({ Component: Game, version: '1.0.0' });
    warmGame('2048');
    expect(loadGameMock).toHaveBeenCalledTimes(1);
    await expect(takeWarmGame('2048', afresh)).resolves.toMatchObject({ game: { version: '1.0.0' } });
    expect(loadGameMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a game that was not warmed, or that the registry does not list', async () => {
    expect(takeWarmGame('sudoku', afresh)).toBeUndefined();
    warmGame('sudoku');
    await expect(takeWarmGame('sudoku', afresh)).resolves.toMatchObject({ game: { version: 'fresh' } });
    expect(loadGameMock).not.toHaveBeenCalled();
  });

  it('spares a connection the player asked to spare, or a slow or missing one', () => {
    const nav = (extra: object) => ({ onLine: true, ...extra }) as unknown as Navigator;
    expect(worthWarming(nav({}))).toBe(true);
    expect(worthWarming(nav({ connection: { effectiveType: '4g' } }))).toBe(true);
    expect(worthWarming(nav({ connection: { saveData: true } }))).toBe(false);
    expect(worthWarming(nav({ connection: { effectiveType: '2g' } }))).toBe(false);
    expect(worthWarming(nav({ onLine: false }))).toBe(false);
  });
});
