import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import networkRetryPlugin, { withRetryQuery } from './network-retry';

// Against the real federation runtime: a stand-in plugin plays the network (the remote entry fails,
// as a script that did not load does, then loads) and hands back a fake container.

/** A container exposing ./Game, as a remoteEntry.js defines one. */
const fakeContainer = {
  init: async () => undefined,
  get: async () => () => ({ default: 'the game' }),
};

/** Fails the remote entry `failures` times with the runtime's own "script did not load" error, then serves it. */
function flakyNetwork(failures: number): { plugin: ModuleFederationRuntimePlugin; loads: () => number } {
  let loads = 0;
  return {
    loads: () => loads,
    plugin: {
      name: 'flaky-network',
      loadEntry: (async () => {
        loads++;
        if (loads <= failures) throw new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
        return fakeContainer;
      }) as unknown as ModuleFederationRuntimePlugin['loadEntry'],
    },
  };
}

let instanceCount = 0;
function federation(plugins: ModuleFederationRuntimePlugin[]) {
  const name = `retry_host_${++instanceCount}`;
  return createInstance({
    name,
    remotes: [{ name: `game_${instanceCount}`, entry: `http://remotes.test/g${instanceCount}/1.0.0/remoteEntry.js` }],
    plugins,
  });
}

describe('network-retry against the federation runtime', () => {
  it('a remote entry that fails once loads on the retry, without waiting on the failed load', async () => {
    const network = flakyNetwork(1);
    const mf = federation([networkRetryPlugin(), network.plugin]);
    const game = await mf.loadRemote<{ default: string }>(`game_${instanceCount}/Game`);
    expect(game?.default).toBe('the game');
    expect(network.loads()).toBe(2);
    // Before the fix the retry waited on the failed load itself until an outside deadline ended it: this
    // test then never finished. (No wall-clock assertion: timings belong in benches.)
  });

  it('a remote entry that keeps failing is given up after its attempts, and a later load (Retry) starts afresh', async () => {
    const network = flakyNetwork(2);
    const mf = federation([networkRetryPlugin(), network.plugin]);
    const remote = `game_${instanceCount}/Game`;
    await expect(mf.loadRemote(remote)).rejects.toThrow(/RUNTIME-008/);
    expect(network.loads()).toBe(2);
    const game = await mf.loadRemote<{ default: string }>(remote);
    expect(game?.default).toBe('the game');
  });

  it("makes the remote's script itself, keeping the runtime's attributes (fetchpriority high) and its own time-out", () => {
    const createScript = networkRetryPlugin().createScript as unknown as (args: { url: string; attrs: Record<string, unknown> }) => { script: HTMLScriptElement; timeout: number };
    const { script, timeout } = createScript({ url: 'http://r.test/a/remoteEntry.js', attrs: { fetchpriority: 'high', async: true } });
    expect(script.src).toBe('http://r.test/a/remoteEntry.js');
    expect(script.getAttribute('fetchpriority')).toBe('high');
    expect(script.async).toBe(true);
    expect(timeout).toBe(3_000);
  });

  it('asks for a fresh URL on each retry', () => {
    expect(withRetryQuery('http://r.test/a/remoteEntry.js', 1)).toBe('http://r.test/a/remoteEntry.js?retry=1');
    expect(withRetryQuery('http://r.test/a/remoteEntry.js?v=2#x', 2)).toBe('http://r.test/a/remoteEntry.js?v=2&retry=2#x');
  });
});
