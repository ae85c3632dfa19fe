import { APP_SHELL_PATH } from '../src/service-worker/paths';
import { OFFLINE_EXTRA_URLS, precacheUrls, precacheVersion } from './precache-list';

const buildOutput = [
  'index.html',
  'bootstrap-assets.json',
  'mf-manifest.json',
  'assets/main.41a79829.js',
  'assets/bootstrap.cd7082c3.js',
  'assets/bootstrap.00269102.css',
  'assets/325.fbf32a80.js',
  'assets/325.fbf32a80.js.LICENSE.txt',
  'assets/325.fbf32a80.js.map',
  'ssr/render-page.cjs',
  'sw.js',
];

describe('precacheUrls', () => {
  it('lists every hashed script and style of the build, plus the extra URLs, sorted', () => {
    expect(precacheUrls(buildOutput, ['/app-shell', '/favicon.svg'])).toEqual([
      '/app-shell',
      '/assets/325.fbf32a80.js',
      '/assets/bootstrap.00269102.css',
      '/assets/bootstrap.cd7082c3.js',
      '/assets/main.41a79829.js',
      '/favicon.svg',
    ]);
  });

  it('leaves out what the page never loads: licences, source maps, manifests, the server bundle and the worker', () => {
    const urls = precacheUrls(buildOutput);
    for (const url of urls) expect(url).toMatch(/^\/assets\/.+\.(js|css)$/);
    expect(urls).not.toContain('/sw.js');
  });

  it('lists each URL once', () => {
    expect(precacheUrls(['assets/a.1.js', 'assets/a.1.js'], ['/favicon.svg', '/favicon.svg'])).toEqual(['/assets/a.1.js', '/favicon.svg']);
  });

  it('precaches the app shell page the worker answers offline navigations with', () => {
    expect(OFFLINE_EXTRA_URLS).toContain(APP_SHELL_PATH);
  });
});

describe('precacheVersion', () => {
  const urls = precacheUrls(buildOutput, OFFLINE_EXTRA_URLS);

  it('is the same for the same build', () => {
    expect(precacheVersion(urls, '<html>a</html>')).toBe(precacheVersion([...urls], '<html>a</html>'));
    expect(precacheVersion(urls, '<html>a</html>')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when any file changes, or when only the shell page does', () => {
    const changedAsset = urls.map((u) => (u === '/assets/main.41a79829.js' ? '/assets/main.99999999.js' : u));
    expect(precacheVersion(changedAsset, '<html>a</html>')).not.toBe(precacheVersion(urls, '<html>a</html>'));
    expect(precacheVersion(urls, '<html>b</html>')).not.toBe(precacheVersion(urls, '<html>a</html>'));
  });
});
