import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CategoryBar } from './CategoryBar';

function renderBar(selected: Parameters<typeof CategoryBar>[0]['selected'], sticky = false) {
  return render(
    <MemoryRouter>
      <CategoryBar selected={selected} sticky={sticky} />
    </MemoryRouter>,
  );
}

describe('CategoryBar', () => {
  it('lists the seven categories in order, linking to their slug paths', () => {
    renderBar('all');
    const links = within(screen.getByRole('navigation', { name: 'Game categories' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['All Games', '/'],
      ['Puzzle Games', '/puzzle-games'],
      ['Brain/Logic Games', '/brain-logic-games'],
      ['Skill Games', '/skill-games'],
      ['Word Games', '/word-games'],
      ['Casual Games', '/casual-games'],
      ['Educational Games', '/educational-games'],
    ]);
  });

  it('shows each category icon as decoration beside its label', () => {
    const { container } = renderBar('all');
    const icons = container.querySelectorAll('img');
    expect(icons).toHaveLength(7);
    expect(icons[1]).toHaveAttribute('src', '/images/categories/puzzle.svg');
    icons.forEach((icon) => {
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('width', '28');
      expect(icon).toHaveAttribute('height', '28');
    });
  });

  it('marks only the selected category as the current page', () => {
    renderBar('logic');
    const current = screen.getByRole('link', { name: 'Brain/Logic Games' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('category-bar__link--selected');
    expect(screen.getByRole('link', { name: 'All Games' })).not.toHaveAttribute('aria-current');
  });

  it('switches between sticky and static placement', () => {
    const { rerender } = renderBar('all', true);
    expect(screen.getByRole('navigation')).toHaveClass('category-bar--sticky');
    rerender(
      <MemoryRouter>
        <CategoryBar selected="all" sticky={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation')).not.toHaveClass('category-bar--sticky');
  });
});
