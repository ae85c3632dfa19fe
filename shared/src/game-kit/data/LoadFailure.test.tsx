import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './LoadFailure';

it('says what failed and tries again', async () => {
  const onRetry = jest.fn();
  render(<LoadFailure message="Could not load the word list." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load the word list. Try again');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
