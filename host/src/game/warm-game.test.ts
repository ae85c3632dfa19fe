import { preloadGame } from './game-loads';
import { warmGame, worthWarming } from './warm-game';

jest.mock('./game-loads', () => ({ preloadGame: jest.fn() }));
const preloadGameMock = jest.mocked(preloadGame);

beforeEach(() => preloadGameMock.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('warming a game from its card', () => {
  it("starts the game's one load ahead of the click, and settles with it, even when it fails (nothing to report)", async () => {
    preloadGameMock.mockRejectedValue(new Error('remotes origin down'));
    await expect(warmGame('2048')).resolves.toBeUndefined();
    expect(preloadGameMock).toHaveBeenCalledWith('2048');
  });

  it('loads nothing on a connection the player asked to spare', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(warmGame('2048')).resolves.toBeUndefined();
    expect(preloadGameMock).not.toHaveBeenCalled();
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
