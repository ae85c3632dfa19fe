import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageErrorBoundary } from './PageErrorBoundary';
import { retryingLazy } from './route-pages';

describe('a route page in its own chunk (retryingLazy)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => consoleError.mockRestore());

  it('shows a failed download as the page error, asks once, and downloads again on Try again', async () => {
    let downloads = 0;
    const Page = retryingLazy(() => (++downloads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <h1>About us</h1>)));
    render(
      <MemoryRouter>
        <PageErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    // The failure stands until a retry: no download after download while the error shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(downloads).toBe(1);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeVisible();
    expect(downloads).toBe(2);
  });

  it('downloads a page that failed offline again when it shows online, as when Check Connection went home offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let downloads = 0;
    const Page = retryingLazy(() => (++downloads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <h1>Games</h1>)));
    const tree = (generation: number) => (
      <MemoryRouter key={generation}>
        <PageErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(tree(0));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    // Online again, the offline screen's routes start afresh (a new tree); no 'online' event reaches them.
    onLine.mockReturnValue(true);
    rerender(tree(1));
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeVisible();
    expect(downloads).toBe(2);
    onLine.mockRestore();
  });
});
