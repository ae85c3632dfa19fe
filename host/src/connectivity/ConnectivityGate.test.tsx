import { act, render, screen } from '@testing-library/react';
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
});
