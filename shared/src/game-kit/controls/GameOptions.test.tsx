import { fireEvent, render, screen } from '@testing-library/react';
import { GameOptions } from './GameOptions';

test('folds the options away by default outside a frame with room beside the board, and opens on a click', () => {
  render(
    <GameOptions>
      <label>
        <input type="checkbox" /> Show clashes
      </label>
    </GameOptions>,
  );
  const details = screen.getByText('Options').closest('details')!;
  expect(details.open).toBe(false);
  details.open = true;
  fireEvent(details, new Event('toggle'));
  expect(details.open).toBe(true);
  expect(screen.getByLabelText('Show clashes')).toBeInTheDocument();
});
