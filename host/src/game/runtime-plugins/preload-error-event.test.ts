import preloadErrorEventPlugin, { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from './preload-error-event';

type Args = Parameters<NonNullable<ReturnType<typeof preloadErrorEventPlugin>['errorLoadRemote']>>[0];
const args = (lifecycle: Args['lifecycle'], error: unknown = new Error('boom')) =>
  ({ id: 'game_2048/Game', error, lifecycle, from: 'runtime', origin: {} }) as unknown as Args;

describe('preload-error runtime plugin', () => {
  const plugin = preloadErrorEventPlugin();
  let events: PreloadErrorEvent[];
  const listener = (e: Event) => events.push(e as PreloadErrorEvent);
  beforeEach(() => {
    events = [];
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
  });
  afterEach(() => window.removeEventListener(PRELOAD_ERROR_EVENT, listener));

  it('dispatches one cancelable event with the error as payload on the final stage, and lets the runtime rethrow', async () => {
    const error = new Error('manifest failed');
    expect(await plugin.errorLoadRemote!(args('afterResolve', error))).toBeUndefined();
    expect(events).toHaveLength(0);
    expect(await plugin.errorLoadRemote!(args('onLoad', error))).toBeUndefined();
    expect(events).toHaveLength(1);
    expect(events[0].payload).toBe(error);
    expect(events[0].cancelable).toBe(true);
    expect(events[0].id).toBe('game_2048/Game');
  });

  it('returns a fallback module instead of rethrowing when a listener prevents the default', async () => {
    const cancel = (e: Event) => e.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, cancel);
    const result = (await plugin.errorLoadRemote!(args('onLoad'))) as { default: unknown };
    window.removeEventListener(PRELOAD_ERROR_EVENT, cancel);
    expect(typeof result.default).toBe('function');
  });
});
