import { FIXTURE_CATALOG, FIXTURE_RECORDS } from '../src/catalog/catalog.fixture';
import { renderPage, SERVER_RENDERED_PATHS } from '../src/server-render/render-page';
import { hostConfigFromEnv } from './config';
import { renderIndexHtml } from './html';
import { splitRenderedMarkup } from './server-render';

const config = hostConfigFromEnv({ SITE_NAME: 'Test Arcade' });

describe('server rendering of the gallery', () => {
  const markup = renderPage('/', { ...config }, FIXTURE_RECORDS);
  const page = splitRenderedMarkup(markup);

  it('renders every gallery card of the catalogue it is given, so they paint before the JavaScript runs', () => {
    expect(SERVER_RENDERED_PATHS).toContain('/');
    expect(page.body.match(/href="\/game\//g)).toHaveLength(FIXTURE_CATALOG.gallery.length);
    expect(page.body).toContain('All Games');
    // Each card's art from where its release serves it, at the size the record states.
    expect(page.body).toContain('src="http://localhost:8081/sudoku/1.0.0/card.svg" width="400"');
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
