import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomeButton } from './HomeButton';

describe('HomeButton', () => {
  it('is a link named Home that points to /', () => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <HomeButton />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('adds the composer class next to its own', () => {
    render(
      <MemoryRouter>
        <HomeButton className="shell__home" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('home-button', 'shell__home');
  });
});
