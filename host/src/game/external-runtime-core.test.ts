import * as runtimeCore from '@module-federation/runtime-core';
import { provideRuntimeCoreForRemotes } from './external-runtime-core';

interface PageGlobals {
  RUNTIME_CORE_VERSION?: string;
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}
const page = globalThis as PageGlobals;

describe('provideRuntimeCoreForRemotes', () => {
  beforeEach(() => {
    page.RUNTIME_CORE_VERSION = '2.9.2'; // the build defines it (host/webpack.config.js)
    delete page._FEDERATION_RUNTIME_CORE;
    delete page._FEDERATION_RUNTIME_CORE_FROM;
  });

  it("hands remotes (built with externalRuntime) the host's own runtime core, with the API their entries call", () => {
    provideRuntimeCoreForRemotes();
    const core = page._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
    expect(core.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(core.loadScript).toBe(runtimeCore.loadScript);
    expect(core.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
    expect(page._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'portal_host', version: '2.9.2' });
  });

  it('keeps a runtime core that is already on the page', () => {
    const earlier = { provided: 'first' };
    page._FEDERATION_RUNTIME_CORE = earlier;
    page._FEDERATION_RUNTIME_CORE_FROM = { name: 'other_host', version: '2.9.1' };
    provideRuntimeCoreForRemotes();
    expect(page._FEDERATION_RUNTIME_CORE).toBe(earlier);
    expect(page._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'other_host', version: '2.9.1' });
  });
});
