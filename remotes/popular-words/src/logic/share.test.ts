import { newGame, submitGuess } from './game';
import { roundRow, shareDetail, shareLines } from './share';
import { BEACH, promptIds } from './testPrompt';

describe('share text', () => {
  it('shows found slots, strikes and a cleared board, never the answers', () => {
    expect(roundRow([0, 2], 3, false)).toBe('🟩⬜🟩⬜⬜ ❌❌❌');
    expect(roundRow([4, 3, 2, 1, 0], 0, true)).toBe('🟩🟩🟩🟩🟩 ⭐');
    const game = submitGuess(newGame('daily', promptIds, '2026-11-23'), BEACH, 'towel').game;
    const text = [shareDetail(game), ...shareLines(game)].join('\n');
    expect(text).toContain('Daily 2026-11-23');
    expect(text).not.toMatch(/towel/i);
    expect(shareLines(game)).toHaveLength(5);
  });
});
