import { renderIndexHtml } from './html';
import { hostConfigFromEnv } from './config';
import { THEME_INIT_SCRIPT } from '../src/theme/theme-init-script';

const config = hostConfigFromEnv({ HOST_PORT: '9000', REMOTES_PORT: '9001', SITE_NAME: 'Evil </script><script>alert(1)</script>' });

describe('renderIndexHtml', () => {
  it.each(['<meta name="portal-head" content="x">', '<meta name=portal-head content="x">'])('injects config at %s', (marker) => {
    const html = renderIndexHtml(`<head>${marker}</head>`, config);
    const json = /<script id="portal-config" type="application\/json">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toMatchObject({ registryUrl: 'http://localhost:9001/registry.json', publicUrl: 'http://localhost:9000' });
    expect(html).toContain('<link rel="preconnect" href="http://localhost:9001"');
  });

  it('cannot be broken out of by a configured value', () => {
    const html = renderIndexHtml('<meta name="portal-head">', config);
    // The configuration's data block and the theme's head script: nothing a configured value opened.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('puts the theme script first, so a chosen theme is on <html> before any stylesheet', () => {
    const html = renderIndexHtml('<head><meta name="portal-head"></head>', config, null, { css: ['app.css'], js: [] });
    expect(html.indexOf(`<script>${THEME_INIT_SCRIPT}</script>`)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('refuses a template without the marker', () => {
    expect(() => renderIndexHtml('<head></head>', config)).toThrow(/portal-head marker/);
  });
});
