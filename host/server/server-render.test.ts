import { renderPage, SERVER_RENDERED_PATHS } from '../src/server-render/render-page';
import { hostConfigFromEnv } from './config';
import { renderIndexHtml } from './html';
import { splitRenderedMarkup } from './server-render';

const config = hostConfigFromEnv({ SITE_NAME: 'Test Arcade' });

describe('server rendering of the gallery', () => {
  const markup = renderPage('/', { ...config });
  const page = splitRenderedMarkup(markup);

  it('renders every gallery card so they paint before the JavaScript runs', () => {
    expect(SERVER_RENDERED_PATHS).toContain('/');
    expect(page.body.match(/href="\/game\//g)).toHaveLength(35);
    expect(page.body).toContain('All Games');
  });

  it('moves the hoisted title, meta and preload tags into the head', () => {
    expect(page.head).toMatch(/^<link rel="preload" as="image"/);
    expect(page.head).toContain('<title>');
    expect(page.head).toContain('Test Arcade');
    expect(page.body.startsWith('<')).toBe(true);
    expect(page.body).not.toMatch(/^<(title|meta|link)/);
  });

  it('fills #root and the head of the shell template', () => {
    const html = renderIndexHtml('<head><meta name="portal-head"></head><body><div id="root"></div></body>', config, page);
    expect(html).toContain('<div id="root"><');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });
});
