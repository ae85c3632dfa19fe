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

describe('server rendering of the other pages', () => {
  const render = (path: string) => splitRenderedMarkup(renderPage(path, { ...config }, FIXTURE_RECORDS));

  it('renders every fixed page, so none arrives empty', () => {
    expect(SERVER_RENDERED_PATHS).toEqual(expect.arrayContaining(['/faq', '/aboutus', '/privacypolicy', '/contactus', '/puzzle-games', '/word-games']));
  });

  it("renders a game's page as its frame: the header, its title, its heart and the stage loading, with its head", () => {
    const page = render('/game/sudoku');
    expect(page.body).toMatch(/<h1 class="game-page__title"[^>]*>Sudoku<\/h1>/);
    expect(page.body).toContain('data-game-state="loading"');
    expect(page.body).toContain('Loading game...');
    expect(page.body).toMatch(/aria-label="Add Sudoku to favourites"|favourite/i);
    expect(page.head).toContain('<title>');
  });

  it('renders the information pages whole: the FAQ with its ten questions, the contact form', () => {
    const faq = render('/faq');
    expect(faq.body).toContain('Frequently Asked Questions');
    // The FAQ's ten questions (the header's search box is one more collapsed control).
    expect(faq.body.match(/<button[^>]*aria-expanded="false"/g)).toHaveLength(10);
    expect(faq.head).toContain('<title>');
    expect(render('/contactus').body).toMatch(/<form[^>]*class="contact-form"[\s\S]*<textarea/);
    expect(render('/aboutus').body).toContain('Our Mission');
  });

  it("renders a category page with the category's cards only", () => {
    const word = render('/word-games').body;
    const wordGames = FIXTURE_CATALOG.gallery.filter((game) => game.categories.includes('word'));
    expect(wordGames.length).toBeGreaterThan(0);
    expect(word.match(/href="\/game\//g)).toHaveLength(wordGames.length);
    expect(word).toContain('Word Games');
  });
});
