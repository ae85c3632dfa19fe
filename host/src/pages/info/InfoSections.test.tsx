import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { portalConfig } from '../../app/config';
import { InfoSections } from './InfoSections';

describe('InfoSections', () => {
  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/game/sudoku']}>
        <InfoSections />
      </MemoryRouter>,
    );
  });

  it('shows an About section linking to /aboutus, with no h1', () => {
    const { siteName } = portalConfig();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const about = screen.getByRole('region', { name: `About ${siteName}` });
    expect(within(about).getByRole('link')).toHaveAttribute('href', '/aboutus');
  });

  it('shows the FAQ under an h2 with its ten questions as h3', () => {
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(within(faq).getAllByRole('button')).toHaveLength(10);
  });
});
