import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FaqPage } from './FaqPage';

describe('FaqPage', () => {
  it('has one h1, ten h2 questions and its own title and canonical link', () => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(10);
    expect(document.title).toMatch(/^Frequently Asked Questions/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/faq$/);
  });
});
