import { dispatchPreloadError } from '../game/runtime-plugins/preload-error-event';
import { GameLoadError } from '../game/game-load-error';
import { gameOfFailure, LOAD_FAILURE_REPORT_PATH, reportLoadFailures } from './report-load-failures';

/** What the page sent: each beacon's URL and JSON body. */
function recordBeacons() {
  const sent: { url: string; body: Promise<unknown> }[] = [];
  const send = (url: string, body: Blob) => {
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const reader = new FileReader();
    sent.push({ url, body: new Promise((resolve) => reader.addEventListener('load', () => resolve(JSON.parse(String(reader.result))))) });
    reader.readAsText(body);
    return true;
  };
  return { sent, send };
}

describe('reportLoadFailures', () => {
  beforeEach(() => window.history.pushState({}, '', '/game/word-match'));

  it('sends one report per preload-error: the game and the kind of failure, nothing else', async () => {
    const { sent, send } = recordBeacons();
    const stop = reportLoadFailures(window, send);
    try {
      dispatchPreloadError(window, 'game_word_match/Game', new GameLoadError('manifest', 'https://remotes.example/word-match/1.0.0/mf-manifest.json answered 404'));
      dispatchPreloadError(window, 'game_word_match/Game', new Error('something odd'));
      expect(sent.map((beacon) => beacon.url)).toEqual([LOAD_FAILURE_REPORT_PATH, LOAD_FAILURE_REPORT_PATH]);
      expect(await Promise.all(sent.map((beacon) => beacon.body))).toEqual([
        { game: 'word-match', kind: 'manifest' },
        { game: 'word-match', kind: 'unknown' },
      ]);
    } finally {
      stop();
    }
  });

  it('does not report failures while offline, and sends at most ten per page', () => {
    const { sent, send } = recordBeacons();
    const stop = reportLoadFailures(window, send);
    try {
      dispatchPreloadError(window, 'game_word_match/Game', new GameLoadError('offline', 'no network'));
      expect(sent).toHaveLength(0);
      for (let i = 0; i < 15; i++) dispatchPreloadError(window, 'game_word_match/Game', new GameLoadError('entry', 'chunk failed'));
      expect(sent).toHaveLength(10);
    } finally {
      stop();
    }
  });

  it('never breaks the page when the beacon cannot be sent', () => {
    const stop = reportLoadFailures(window, () => {
      throw new Error('blocked');
    });
    try {
      expect(() => dispatchPreloadError(window, 'game_2048/Game', new GameLoadError('entry', 'x'))).not.toThrow();
    } finally {
      stop();
    }
  });

  it('names the game from the page, else from the remote', () => {
    expect(gameOfFailure('/game/sudoku', 'game_other/Game')).toBe('sudoku');
    expect(gameOfFailure('/', 'game_word_match/Game')).toBe('word-match');
  });
});
