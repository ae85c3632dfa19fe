import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { setPageCatalog } from '../catalog/page-catalog';
import { Layout } from './Layout';

// What is below a game waits for the game: its load's end, then an idle period. The strip and the sections are
// stand-ins here (their own tests draw them); the game's load and the idle periods are the test's to end.
jest.mock('./layout/MoreGames', () => ({ MoreGames: () => <p>suggestions</p> }));
jest.mock('../pages/info/InfoSections', () => ({ InfoSections: () => <p>about and FAQ</p> }));
const loads = new Map<string, () => void>();
jest.mock('../game/game-loads', () => ({
  ...jest.requireActual('../game/game-loads'),
  gameLoadSettled: (slug: string) => new Promise<void>((resolve) => loads.set(slug, resolve)),
}));
const idle: Array<() => void> = [];
jest.mock('./idle-scheduler', () => ({ idleScheduler: { whenIdle: (run: () => void) => (idle.push(run), () => undefined) } }));

let navigate: (path: string) => void = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const [first, second] = FIXTURE_CATALOG.gallery.map((game) => game.slug);
const below = () => [screen.queryByText('suggestions'), screen.queryByText('about and FAQ')];

async function settle(slug: string) {
  await act(async () => loads.get(slug)!());
}
function idlePeriod() {
  act(() => idle.splice(0).forEach((run) => run()));
}

beforeEach(() => {
  setPageCatalog(FIXTURE_CATALOG);
  loads.clear();
  idle.length = 0;
});

describe('Layout: what is below a game', () => {
  it('comes once the game has loaded and the page is idle, and again after each move to another game', async () => {
    render(
      <MemoryRouter initialEntries={[`/game/${first}`]}>
        <Navigator />
        <Layout>
          <h1>game</h1>
        </Layout>
      </MemoryRouter>,
    );
    expect(below()).toEqual([null, null]);
    await settle(first);
    expect(below()).toEqual([null, null]);
    idlePeriod();
    expect(screen.getByText('suggestions')).toBeInTheDocument();
    expect(screen.getByText('about and FAQ')).toBeInTheDocument();

    act(() => navigate(`/game/${second}`));
    expect(below()).toEqual([null, null]);
    await settle(second);
    idlePeriod();
    expect(screen.getByText('suggestions')).toBeInTheDocument();
  });

  it('is there at once on any other page', () => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Layout>
          <h1>FAQ</h1>
        </Layout>
      </MemoryRouter>,
    );
    expect(screen.getByText('suggestions')).toBeInTheDocument();
  });
});
