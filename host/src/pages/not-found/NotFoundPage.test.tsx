import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<h1>Home gallery</h1>} />
        <Route path="/faq" element={<h1>FAQ page</h1>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it('shows the heading and explanation', () => {
    renderAt(['/no-such-page']);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
  });

  it('places the runner mini-game above the buttons', () => {
    renderAt(['/no-such-page']);
    const game = screen.getByRole('application', { name: /runner mini-game/i });
    const goHome = screen.getByRole('button', { name: 'Go Home' });
    const goBack = screen.getByRole('button', { name: 'Go Back' });
    expect(game.compareDocumentPosition(goHome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(game.compareDocumentPosition(goBack) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Press Space or Click to Start')).toBeInTheDocument();
  });

  it('sets the title and asks search engines not to index it', () => {
    renderAt(['/no-such-page']);
    expect(document.title).toBe('Page Not Found');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('Go Home navigates to /', async () => {
    const user = userEvent.setup();
    renderAt(['/faq', '/no-such-page']);
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByRole('heading', { name: 'Home gallery' })).toBeInTheDocument();
  });

  it('Go Back returns to the previous page in history', async () => {
    const user = userEvent.setup();
    renderAt(['/faq', '/no-such-page']);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
  });

  it('lets Space press a focused button instead of jumping', async () => {
    const user = userEvent.setup();
    renderAt(['/faq', '/no-such-page']);
    screen.getByRole('button', { name: 'Go Home' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Home gallery' })).toBeInTheDocument();
  });
});
