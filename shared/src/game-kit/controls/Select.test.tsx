import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

describe('Select', () => {
  it('is a named select that reports the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Board size"
        value="4"
        options={[
          { value: '4', label: '4 × 4' },
          { value: '5', label: '5 × 5' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Board size' });
    expect(select).toHaveDisplayValue('4 × 4');
    await userEvent.setup().selectOptions(select, '5');
    expect(onChange).toHaveBeenCalledWith('5');
  });

  it('groups options and can keep its label for screen readers only', () => {
    render(
      <Select
        label="Puzzle"
        hideLabel
        value="b"
        options={[{ label: 'Group', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B', disabled: true }] }]}
        onChange={jest.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Puzzle' });
    expect(screen.getByText('Puzzle')).toHaveClass('gk-visually-hidden');
    const group = within(select).getByRole('group', { name: 'Group' });
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['A', 'B']);
    expect(within(group).getByRole('option', { name: 'B' })).toBeDisabled();
  });
});
