import { APP_SHELL_PATH } from './paths';
import { cacheNameFor, staleCaches, strategyFor } from './request-policy';

const origin = 'https://games.example';
const get = (url: string, mode = 'cors') => ({ method: 'GET', mode, url });

describe('strategyFor', () => {
  it('handles page loads of the portal network first', () => {
    expect(strategyFor(get(`${origin}/`, 'navigate'), origin)).toBe('navigation');
    expect(strategyFor(get(`${origin}/game/2048?seed=1`, 'navigate'), origin)).toBe('navigation');
    expect(strategyFor(get(`${origin}/no/such/page`, 'navigate'), origin)).toBe('navigation');
  });

  it('serves the host build files from the cache', () => {
    expect(strategyFor(get(`${origin}/assets/main.41a79829.js`, 'no-cors'), origin)).toBe('asset');
    expect(strategyFor(get(`${origin}/assets/bootstrap.00269102.css`), origin)).toBe('asset');
  });

  it('never touches the API, even a page load of it', () => {
    expect(strategyFor(get(`${origin}/api/contact`), origin)).toBe('ignore');
    expect(strategyFor(get(`${origin}/api/contact`, 'navigate'), origin)).toBe('ignore');
    expect(strategyFor({ method: 'POST', mode: 'cors', url: `${origin}/api/contact` }, origin)).toBe('ignore');
  });

  it('never touches the registry or remote game files, on another origin or this one', () => {
    expect(strategyFor(get('http://localhost:8081/registry.json'), origin)).toBe('ignore');
    expect(strategyFor(get('http://localhost:8081/2048/1.0.0/remoteEntry.js', 'no-cors'), origin)).toBe('ignore');
    expect(strategyFor(get(`${origin}/registry.json`), origin)).toBe('ignore');
    expect(strategyFor(get(`${origin}/2048/1.0.0/mf-manifest.json`), origin)).toBe('ignore');
  });

  it('leaves the worker script, the shell itself, health checks and other methods to the network', () => {
    expect(strategyFor(get(`${origin}/sw.js`), origin)).toBe('ignore');
    expect(strategyFor(get(`${origin}${APP_SHELL_PATH}`), origin)).toBe('ignore');
    expect(strategyFor(get(`${origin}/healthz`, 'navigate'), origin)).toBe('ignore');
    expect(strategyFor({ method: 'HEAD', mode: 'navigate', url: `${origin}/` }, origin)).toBe('ignore');
  });

  it('leaves unhashed public files to the browser cache unless this build precached them', () => {
    const precached = new Set(['/favicon.svg']);
    expect(strategyFor(get(`${origin}/images/games/2048.svg`, 'no-cors'), origin, precached)).toBe('ignore');
    expect(strategyFor(get(`${origin}/favicon.svg`, 'no-cors'), origin, precached)).toBe('asset');
    expect(strategyFor(get(`${origin}/favicon.svg`, 'no-cors'), origin)).toBe('ignore');
  });
});

describe('cache names', () => {
  it('names one cache per host build', () => {
    expect(cacheNameFor('abc123')).toBe('portal-shell-abc123');
    expect(cacheNameFor('abc123')).not.toBe(cacheNameFor('def456'));
  });

  it('finds the caches of earlier builds and leaves the current one and foreign caches', () => {
    expect(staleCaches(['portal-shell-old1', 'portal-shell-new', 'other-app', 'portal-shell-old2'], 'new')).toEqual([
      'portal-shell-old1',
      'portal-shell-old2',
    ]);
    expect(staleCaches(['portal-shell-new'], 'new')).toEqual([]);
  });
});
