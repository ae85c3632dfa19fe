import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch } from './Switch';

function Harness({ onChange }: { onChange: (checked: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Show clashes"
      description="Marks queens that attack each other"
      checked={on}
      onChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a named switch that toggles by click, label and Space', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Show clashes' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Marks queens that attack each other');
    await user.click(toggle);
    expect(screen.getByRole('switch', { checked: true })).toBe(toggle);
    await user.click(screen.getByText('Show clashes'));
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('does nothing while disabled', async () => {
    const onChange = jest.fn();
    render(<Switch label="Allow undo" checked={false} onChange={onChange} disabled />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Allow undo' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
