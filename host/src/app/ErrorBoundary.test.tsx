import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Game() {
  if (broken) throw new Error('the board could not be drawn');
  return <p>playing</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('reports a render error once, shows the fallback, and Retry renders the game again once it works', () => {
  broken = true;
  const onError = jest.fn();
  const onRetry = jest.fn();
  render(
    <ErrorBoundary onError={onError} onRetry={onRetry} fallback={(error, retry) => <button onClick={retry}>{String((error as Error).message)}</button>}>
      <Game />
    </ErrorBoundary>,
  );
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError.mock.calls[0][0]).toEqual(new Error('the board could not be drawn'));
  broken = false;
  act(() => screen.getByRole('button', { name: 'the board could not be drawn' }).click());
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByText('playing')).toBeInTheDocument();
  expect(onError).toHaveBeenCalledTimes(1);
});
