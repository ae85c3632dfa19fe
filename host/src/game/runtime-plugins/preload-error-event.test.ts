import { RequestTimeoutError } from '@games/shared/net/retry';
import { GameLoadError } from '../game-load-error';
import preloadErrorEventPlugin, { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from './preload-error-event';

type Plugin = ReturnType<typeof preloadErrorEventPlugin>;
type Args = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];
type EntryArgs = Parameters<NonNullable<Plugin['afterLoadEntry']>>[0];
const remote = { name: 'game_2048', entry: 'http://remotes.test/2048/1.0.0/mf-manifest.json' };
const args = (lifecycle: Args['lifecycle'], error: unknown = new Error('boom')) =>
  ({ id: lifecycle === 'afterResolve' ? remote.entry : 'game_2048/Game', error, lifecycle, from: 'runtime', remote, origin: {} }) as unknown as Args;
const entryArgs = (error: unknown, recovered?: boolean) => ({ remoteInfo: remote, error, recovered, origin: {} }) as unknown as EntryArgs;
/** The runtime's final, generic error for a manifest that could not be loaded. */
const runtime003 = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

describe('preload-error runtime plugin', () => {
  let plugin: Plugin;
  let events: PreloadErrorEvent[];
  const listener = (e: Event) => events.push(e as PreloadErrorEvent);
  beforeEach(() => {
    plugin = preloadErrorEventPlugin();
    events = [];
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
  });
  afterEach(() => window.removeEventListener(PRELOAD_ERROR_EVENT, listener));

  it('rethrows the final stage as one GameLoadError typed by the stage that failed, raising no event (the game load does)', async () => {
    const timeout = new RequestTimeoutError(remote.entry, 2500);
    expect(await plugin.errorLoadRemote!(args('afterResolve', timeout))).toBeUndefined();
    expect(events).toHaveLength(0);
    const thrown = await Promise.resolve(plugin.errorLoadRemote!(args('onLoad', runtime003))).catch((e: unknown) => e);
    expect(events).toHaveLength(0);
    expect(thrown).toBeInstanceOf(GameLoadError);
    expect(thrown).toMatchObject({ kind: 'manifest', cause: timeout });
  });

  it("tells a remote entry that never loaded from one that loaded but did not start, and forgets a recovered one", async () => {
    const notLoaded = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
    await plugin.afterLoadEntry!(entryArgs(notLoaded));
    await expect(plugin.errorLoadRemote!(args('onLoad', notLoaded))).rejects.toMatchObject({ kind: 'entry', cause: notLoaded });

    const notStarted = new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001');
    await plugin.afterLoadEntry!(entryArgs(notStarted));
    await expect(plugin.errorLoadRemote!(args('onLoad', notStarted))).rejects.toMatchObject({ kind: 'module', cause: notStarted });

    await plugin.afterLoadEntry!(entryArgs(notLoaded));
    await plugin.afterLoadEntry!(entryArgs(notLoaded, true));
    const chunk = Object.assign(new Error('Loading chunk 206 failed.'), { name: 'ChunkLoadError' });
    // The chunk is asked for once more (the runtime calls this hook again when that fails too): one event.
    const origin = { loadRemote: jest.fn(() => plugin.errorLoadRemote!(args('onLoad', chunk))) };
    await expect(plugin.errorLoadRemote!({ ...args('onLoad', chunk), origin } as unknown as Args)).rejects.toMatchObject({ kind: 'entry', cause: chunk });
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(0);
  });

  it.each([
    ['a chunk of its code', Object.assign(new Error('Loading chunk 206 failed.'), { name: 'ChunkLoadError' })],
    // mini-css-extract-plugin's error for a stylesheet (e.g. one whose preload by the page failed).
    ['one of its stylesheets', Object.assign(new Error('Loading CSS chunk 206 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
  ])('asks once more for %s that did not arrive, and raises nothing when it then arrives', async (_what, chunk) => {
    const game = { default: () => null };
    const origin = { loadRemote: jest.fn(async () => game) };
    await expect(plugin.errorLoadRemote!({ ...args('onLoad', chunk), origin } as unknown as Args)).resolves.toBe(game);
    expect(origin.loadRemote).toHaveBeenCalledWith('game_2048/Game');
    expect(events).toHaveLength(0);
  });
});
