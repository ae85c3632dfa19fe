import { shareResult, shareText } from './share';

describe('share', () => {
  it('says what was solved without showing the solution', () => {
    expect(shareText({ dailyDate: '2026-01-02', difficultyLabel: 'Hard', time: '1:05', hints: 0, flawless: true })).toBe(
      'Zip daily 2026-01-02 solved in 1:05 · flawless ✨',
    );
    expect(shareText({ difficultyLabel: 'Easy', time: '0:40', hints: 2, flawless: false })).toBe('Zip Easy solved in 0:40 · 2 hints');
  });

  it('falls back to the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(shareResult('x')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('x');
  });
});
