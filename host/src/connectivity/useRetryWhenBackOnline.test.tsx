import { act, render } from '@testing-library/react';
import { Activity } from 'react';
import { useRetryWhenBackOnline } from './useRetryWhenBackOnline';

function Failure({ retry, failedOffline }: { retry: (() => void) | null; failedOffline: boolean }) {
  useRetryWhenBackOnline(retry, failedOffline);
  return <p>failed</p>;
}

describe('useRetryWhenBackOnline', () => {
  let onLine: jest.SpyInstance;
  beforeEach(() => (onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)));
  afterEach(() => onLine.mockRestore());

  it('leaves a failure met online for the player, and tries it again on the browser coming back online', () => {
    const retry = jest.fn();
    render(<Failure retry={retry} failedOffline={false} />);
    expect(retry).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries a failure met offline again as soon as it shows online', () => {
    const retry = jest.fn();
    render(<Failure retry={retry} failedOffline />);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again when the offline screen that hid the failure goes', () => {
    const retry = jest.fn();
    const tree = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Failure retry={retry} failedOffline={false} />
      </Activity>
    );
    const { rerender } = render(tree('visible'));
    onLine.mockReturnValue(false);
    rerender(tree('hidden'));
    onLine.mockReturnValue(true);
    rerender(tree('visible'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries nothing again without a retry (a game that threw)', () => {
    const retry = jest.fn();
    render(<Failure retry={null} failedOffline />);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).not.toHaveBeenCalled();
  });
});
