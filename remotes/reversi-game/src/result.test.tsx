import { reversiResult, shareText, withTally } from './result';

describe('reversi result', () => {
  it('shows the title and the disc count, and starts a new game', () => {
    const onNewGame = jest.fn();
    const result = reversiResult({ title: 'You win!', discs: { black: 40, white: 24 }, opponent: 'Easy computer', onNewGame });
    expect(result.title).toBe('You win!');
    expect(result.lines).toEqual([{ label: 'Score (black–white)', value: '40–24' }]);
    expect(result.primaryAction?.label).toBe('New game');
    result.primaryAction?.onClick();
    expect(onNewGame).toHaveBeenCalledTimes(1);
  });

  it('shares the outcome and the count, never the moves', () => {
    expect(shareText('Draw', 'a friend', '32–32')).toBe('Reversi vs a friend: Draw 32–32 (black–white)');
  });

  it('adds the tally’s lines after the count', () => {
    const result = reversiResult({ title: 'Draw', discs: { black: 32, white: 32 }, opponent: 'Hard computer', onNewGame: () => undefined });
    const lines = [{ label: 'Wins vs Hard', value: 0 }, { label: 'Losses vs Hard', value: 2 }, { label: 'Draws vs Hard', value: 1 }];
    expect(withTally(result, lines).lines).toEqual([{ label: 'Score (black–white)', value: '32–32' }, ...lines]);
    expect(result.lines).toHaveLength(1);
  });
});
