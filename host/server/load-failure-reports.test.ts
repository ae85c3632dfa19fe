import type { AddressInfo } from 'node:net';
import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';
import { createHostMetrics } from './host-metrics';
import { createMetricsRegistry } from '@games/shared/server/metrics';

const registry = createMetricsRegistry('host');
const server = createHostApp(hostConfigFromEnv({ REGISTRY_URL: 'http://127.0.0.1:9/registry.json' }), { metrics: createHostMetrics(registry) }).listen(0, '127.0.0.1');
let base = '';
beforeAll(async () => {
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const report = (body: string, type = 'application/json') => fetch(`${base}/api/load-failures`, { method: 'POST', headers: { 'Content-Type': type }, body });
const failures = async () => (await registry.getSingleMetricAsString('game_load_failures_total')).split('\n').filter((line) => !line.startsWith('#'));

describe('POST /api/load-failures: games that failed to load in a browser', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('counts a valid report by game and kind, logs it, and answers 204', async () => {
    expect((await report('{"game":"2048","kind":"manifest"}')).status).toBe(204);
    expect((await report('{"game":"2048","kind":"manifest"}', 'text/plain;charset=UTF-8')).status).toBe(204);
    expect((await report('{"game":"word-match","kind":"timeout"}')).status).toBe(204);
    expect(await failures()).toEqual(['game_load_failures_total{game="2048",kind="manifest",service="host"} 2', 'game_load_failures_total{game="word-match",kind="timeout",service="host"} 1']);
    expect(warn).toHaveBeenCalledWith(JSON.stringify({ level: 'warn', msg: 'game load failed in a browser', game: '2048', kind: 'manifest' }));
  });

  it.each([
    ['an unknown kind', '{"game":"2048","kind":"exploded"}', 400],
    ['a game name that is no slug', '{"game":"../../etc","kind":"entry"}', 400],
    ['a missing game', '{"kind":"entry"}', 400],
    ['not JSON', 'game=2048', 400],
    ['more than 512 bytes', JSON.stringify({ game: '2048', kind: 'entry', padding: 'x'.repeat(600) }), 413],
  ])('refuses %s with a JSON message and counts nothing', async (_what, body, status) => {
    const before = await failures();
    const answer = await report(body);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toEqual({ message: expect.any(String) });
    expect(await failures()).toEqual(before);
  });

  it('takes POST only', async () => {
    const answer = await fetch(`${base}/api/load-failures`);
    expect([answer.status, answer.headers.get('allow')]).toEqual([405, 'POST']);
  });
});
