import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { portalConfig } from '../config';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <MemoryRouter initialEntries={['/game/sudoku']}>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('links the logo and site name to the home page', () => {
    renderFooter();
    const { siteName } = portalConfig();
    expect(screen.getByRole('link', { name: siteName })).toHaveAttribute('href', '/');
  });

  it('links to the four info pages', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('opens the app store listing in a new tab from Download App', () => {
    renderFooter();
    const download = screen.getByRole('link', { name: /^Download App/ });
    expect(download).toHaveAttribute('href', portalConfig().appStoreUrl);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download.getAttribute('rel')).toContain('noopener');
  });

  it('shows a copyright line with the site name', () => {
    renderFooter();
    expect(screen.getByText(new RegExp(`© \\d{4} ${portalConfig().siteName}`))).toBeInTheDocument();
  });
});
