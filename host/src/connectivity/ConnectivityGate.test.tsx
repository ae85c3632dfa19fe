import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConnectivityGate } from './ConnectivityGate';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderApp(initialPath = '/faq') {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <ConnectivityGate>
        <Routes>
          <Route path="/" element={<h1>Home gallery</h1>} />
          <Route path="/faq" element={<h1>FAQ page</h1>} />
        </Routes>
        <CurrentPath />
      </ConnectivityGate>
    </MemoryRouter>,
  );
}

/** A stand-in for a game: state the player built up, and a page-wide key listener. */
function Counter({ onKey }: { onKey: (key: string) => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event.key);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onKey]);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Moves: {count}
    </button>
  );
}

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

afterEach(() => {
  goOnline();
  jest.restoreAllMocks();
});

describe('ConnectivityGate', () => {
  it('shows the routes while online', () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    expect(screen.queryByText('No Internet Connection')).not.toBeInTheDocument();
  });

  it('replaces the routes with the offline screen on the offline event', () => {
    renderApp();
    goOffline();
    expect(screen.queryByRole('heading', { name: 'FAQ page' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'No Internet Connection' })).toBeInTheDocument();
    expect(screen.getByText('ERR_INTERNET_DISCONNECTED')).toBeInTheDocument();
    expect(screen.getByText('Reconnecting to Wi-Fi')).toBeInTheDocument();
    expect(screen.getByText('Press Space or Click to Start')).toBeInTheDocument();
  });

  it('starts on the offline screen when the browser is already offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp();
    expect(screen.getByRole('heading', { name: 'No Internet Connection' })).toBeInTheDocument();
  });

  it('restores the routes on the online event', () => {
    renderApp();
    goOffline();
    goOnline();
    expect(screen.getByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    expect(screen.queryByText('No Internet Connection')).not.toBeInTheDocument();
  });

  it('Check Connection goes to / and the home route shows once back online', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Check Connection' }));
    goOnline();
    expect(screen.getByRole('heading', { name: 'Home gallery' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('keeps the hidden page as the player left it and resumes it when the network returns', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    const onKey = (key: string) => keys.push(key);
    render(
      <MemoryRouter initialEntries={['/game/counter']}>
        <ConnectivityGate>
          <Counter onKey={onKey} />
        </ConnectivityGate>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Moves: 0' }));
    await user.click(screen.getByRole('button', { name: 'Moves: 1' }));

    goOffline();
    expect(screen.queryByRole('button', { name: /Moves/ })).not.toBeInTheDocument();
    // The game's page-wide keys are off while the offline screen (and its runner) has the page.
    fireEvent.keyDown(document, { key: 'ArrowUp' });
    expect(keys).toEqual([]);

    goOnline();
    expect(screen.getByRole('button', { name: 'Moves: 2' })).toBeVisible();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(keys).toEqual(['ArrowLeft']);
  });

  it('gives focus back to the element that had it when the network returns', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/game/counter']}>
        <ConnectivityGate>
          <Counter onKey={() => undefined} />
        </ConnectivityGate>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Moves: 0' }));
    expect(screen.getByRole('button', { name: 'Moves: 1' })).toHaveFocus();
    goOffline();
    // A browser takes focus from an element that is hidden; jsdom does not, so the test does.
    act(() => (document.activeElement as HTMLElement).blur());
    goOnline();
    expect(screen.getByRole('button', { name: 'Moves: 1' })).toHaveFocus();
  });

  it('starts a page afresh when the visitor went elsewhere while offline', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/game/counter']}>
        <ConnectivityGate>
          <Counter onKey={() => undefined} />
          <CurrentPath />
        </ConnectivityGate>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Moves: 0' }));
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Check Connection' }));
    goOnline();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('button', { name: 'Moves: 0' })).toBeVisible();
  });

  it('renders the routes only once the network is there when it starts offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/faq');
    expect(screen.queryByRole('heading', { name: 'FAQ page', hidden: true })).not.toBeInTheDocument();
    goOnline();
    expect(screen.getByRole('heading', { name: 'FAQ page' })).toBeVisible();
  });
});
