/** @jest-environment node */
import { HttpStatusError } from '@games/shared/net/retry';
import networkRetryPlugin from './network-retry';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
const manifestUrl = 'http://remotes.test/2048/1.0.0/mf-manifest.json';

describe('network-retry runtime plugin: fetch', () => {
  const fetchHook = networkRetryPlugin().fetch as unknown as FetchHook;
  afterEach(() => jest.restoreAllMocks());

  it('answers with the response when the manifest arrives, without cookies', async () => {
    const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    expect((await fetchHook(manifestUrl, {})).status).toBe(200);
    expect(spy.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('throws the HTTP status as a typed error (the runtime hands it to errorLoadRemote), without retrying a 404', async () => {
    const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not found', { status: 404 }));
    const error = await fetchHook(manifestUrl, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status: 404 });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
