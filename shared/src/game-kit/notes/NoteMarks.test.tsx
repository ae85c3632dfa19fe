import { render } from '@testing-library/react';
import { NoteMarks } from './NoteMarks';
import { noteMaskOf } from './notes';

describe('NoteMarks', () => {
  it('draws noted digits in their places, hidden from screen readers', () => {
    const { container } = render(<NoteMarks mask={noteMaskOf([1, 5, 9])} highlight={5} struck={noteMaskOf([9])} />);
    const block = container.querySelector('.gk-notes');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    const shown = [...container.querySelectorAll('[data-note]')].map((el) => el.textContent);
    expect(shown).toEqual(['1', '5', '9']);
    expect(container.querySelector('.gk-note--highlight')).toHaveTextContent('5');
    expect(container.querySelector('.gk-note--struck')).toHaveTextContent('9');
    expect(container.querySelectorAll('.gk-note')).toHaveLength(9);
  });
});
