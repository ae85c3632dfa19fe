import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModeLevelPicker } from './ModeLevelPicker';

const difficulties = [
  { value: 'easy', label: 'Easy' },
  { value: 'hard', label: 'Hard' },
] as const;

describe('ModeLevelPicker', () => {
  it('ModeLevelPicker is one control for the mode and the level', async () => {
    const onChange = jest.fn();
    render(<ModeLevelPicker mode="unlimited" level="easy" levels={difficulties} onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Puzzle' });
    expect(picker).toHaveDisplayValue('Easy');
    const user = userEvent.setup();
    await user.selectOptions(picker, 'Daily puzzle');
    await user.selectOptions(picker, 'Hard');
    expect(onChange.mock.calls).toEqual([['daily'], ['unlimited', 'hard']]);
  });

  it("ModeLevelPicker's closed control can show short words for the daily, the list keeping the full ones", async () => {
    const onChange = jest.fn();
    const { container, rerender } = render(
      <ModeLevelPicker mode="daily" level="easy" levels={difficulties} dailyLabel="Daily · Hard 7×7" dailyShortLabel="Daily" onChange={onChange} />,
    );
    const picker = screen.getByRole('combobox', { name: 'Puzzle' });
    // Screen readers and the list: the full words; the closed box: the full words on wide screens, the short on phones.
    expect(picker).toHaveDisplayValue('Daily · Hard 7×7');
    expect(container.querySelector('.gk-select__shown-full')).toHaveTextContent('Daily · Hard 7×7');
    expect(container.querySelector('.gk-select__shown-short')).toHaveTextContent(/^Daily$/);
    await userEvent.setup().selectOptions(picker, 'Hard');
    expect(onChange).toHaveBeenCalledWith('unlimited', 'hard');
    rerender(<ModeLevelPicker mode="unlimited" level="hard" levels={difficulties} dailyLabel="Daily · Hard 7×7" dailyShortLabel="Daily" onChange={onChange} />);
    expect(container.querySelector('.gk-select__shown-short')).toHaveTextContent(/^Hard$/);
  });
});
