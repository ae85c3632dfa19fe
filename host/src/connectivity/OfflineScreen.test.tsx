import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { OfflineScreen } from './OfflineScreen';

describe('OfflineScreen', () => {
  function renderAt(path: string) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Home gallery</h1>} />
          <Route path="*" element={<OfflineScreen />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('shows the heading, troubleshooting list, error code, runner and button', () => {
    renderAt('/game/2048');
    expect(screen.getByRole('heading', { level: 1, name: 'No Internet Connection' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Checking the network cables, modem and router',
      'Reconnecting to Wi-Fi',
      'Running network diagnostics',
      'Checking the proxy and the firewall',
      'Trying again in a moment',
    ]);
    expect(screen.getByText('ERR_INTERNET_DISCONNECTED')).toBeInTheDocument();
    expect(screen.getByRole('application', { name: /runner mini-game/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Connection' })).toBeInTheDocument();
  });

  it('sets a noindex title', () => {
    renderAt('/faq');
    expect(document.title).toBe('No Internet Connection');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('Check Connection navigates to /', async () => {
    const user = userEvent.setup();
    renderAt('/faq');
    await user.click(screen.getByRole('button', { name: 'Check Connection' }));
    expect(screen.getByRole('heading', { name: 'Home gallery' })).toBeInTheDocument();
  });
});
