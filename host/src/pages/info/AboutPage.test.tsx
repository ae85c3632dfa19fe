import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { portalConfig } from '../../app/config';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/aboutus']}>
        <AboutPage />
      </MemoryRouter>,
    );
  });

  it('has one h1 and the four sections in order', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`About ${portalConfig().siteName}`);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our Mission',
      'Our Story',
      'Accessibility and Inclusivity',
      'Get in Touch',
    ]);
    expect(screen.getByRole('region', { name: 'Our Mission' })).toBeInTheDocument();
  });

  it('links Get in Touch to the contact page', () => {
    const section = screen.getByRole('region', { name: 'Get in Touch' });
    expect(section.querySelector('a')).toHaveAttribute('href', '/contactus');
  });

  it('sets its title and canonical link', () => {
    expect(document.title).toMatch(/^About Us/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/aboutus$/);
  });
});
