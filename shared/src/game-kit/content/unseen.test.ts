import { createRandom } from '../random';
import { pickUnseen } from './unseen';

const bank = Array.from({ length: 10 }, (_, i) => `q${i}`);

describe('pickUnseen', () => {
  it('repeats nothing until the bank runs out', () => {
    const random = createRandom('unseen').next;
    let seen: string[] = [];
    const played: string[] = [];
    for (let round = 0; round < 3; round++) {
      const pick = pickUnseen(bank, seen, 3, random);
      played.push(...pick.picked);
      seen = pick.seen;
    }
    expect(new Set(played).size).toBe(9);
  });

  it('starts a new cycle when too few are left, without the ids just played', () => {
    const seen = bank.slice(0, 8);
    const pick = pickUnseen(bank, seen, 4, createRandom(1).next);
    expect(pick.picked.slice(0, 2).sort()).toEqual(['q8', 'q9']);
    expect(new Set(pick.picked).size).toBe(4);
    expect(pick.seen).toEqual(pick.picked.slice(2));
  });

  it('drops seen ids that left the bank and returns fewer only when the bank is smaller', () => {
    expect(pickUnseen(['a', 'b'], ['gone', 'a'], 1, () => 0)).toEqual({ picked: ['b'], seen: ['a', 'b'] });
    expect(pickUnseen(['a', 'b'], [], 5, () => 0).picked).toHaveLength(2);
  });
});
