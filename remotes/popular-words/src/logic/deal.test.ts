import { createRandom } from '@games/shared/game-kit/random';
import type { Prompt } from './bank';
import { dailyPromptIds, seededPromptIds, unseenPromptIds } from './deal';
import { BEACH } from './testPrompt';

const BANK: Prompt[] = Array.from({ length: 40 }, (_, i) => ({ ...BEACH, id: `t-${String(i).padStart(3, '0')}` }));

describe('deals', () => {
  it('give everyone the same five on a date, five different prompts', () => {
    const ids = dailyPromptIds(BANK, '2026-11-23');
    expect(ids).toEqual(dailyPromptIds(BANK, '2026-11-23'));
    expect(new Set(ids).size).toBe(5);
    expect(dailyPromptIds(BANK, '2026-11-24')).not.toEqual(ids);
  });

  it('deal the same five for the same seed, over 50 seeds', () => {
    for (let n = 0; n < 50; n++) {
      const ids = seededPromptIds(BANK, `seed-${n}`);
      expect(ids).toEqual(seededPromptIds(BANK, `seed-${n}`));
      expect(new Set(ids).size).toBe(5);
    }
    expect(seededPromptIds(BANK, 'a')).not.toEqual(seededPromptIds(BANK, 'b'));
  });

  it('repeat no prompt in unlimited play until the bank runs out', () => {
    const random = createRandom('unseen');
    let seen: string[] = [];
    const played: string[] = [];
    for (let game = 0; game < BANK.length / 5; game++) {
      const pick = unseenPromptIds(BANK, seen, () => random.next());
      played.push(...pick.picked);
      seen = pick.seen;
    }
    expect(new Set(played).size).toBe(BANK.length);
    expect(unseenPromptIds(BANK, seen, () => random.next()).picked).toHaveLength(5);
  });
});
