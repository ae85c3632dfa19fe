import { recordComputerWin } from './best-level';

describe('recordComputerWin', () => {
  it('raises the best to a higher level beaten, once', () => {
    expect(recordComputerWin(0, 3)).toEqual({ best: 3, newBest: true });
    expect(recordComputerWin(3, 3)).toEqual({ best: 3, newBest: false });
    expect(recordComputerWin(5, 2)).toEqual({ best: 5, newBest: false });
    expect(recordComputerWin(5, 8)).toEqual({ best: 8, newBest: true });
  });
});
