import { createRandom } from '@games/shared/game-kit/random';
import { pickQuestions, planSlots } from './pick';
import { testBank } from './testBank';

const bank = testBank(4);

describe('picking a round', () => {
  it('lets the categories take turns and follows the difficulty plan', () => {
    const slots = planSlots(['easy', 'easy', 'medium', 'hard'], ['arts', 'food'], createRandom(1));
    expect(slots.map((s) => s.difficulty)).toEqual(['easy', 'easy', 'medium', 'hard']);
    expect(slots.filter((s) => s.category === 'arts')).toHaveLength(2);
  });

  it('shows no question twice until a group runs out, then starts that group over', () => {
    const slots = planSlots(['easy', 'easy'], ['arts'], createRandom(2));
    let seen: string[] = [];
    const shown: string[] = [];
    for (let round = 0; round < 2; round++) {
      const picked = pickQuestions(bank, slots, seen, createRandom(round));
      shown.push(...picked.questions.map((q) => q.id));
      seen = picked.seen;
    }
    expect(new Set(shown).size).toBe(4);
    const third = pickQuestions(bank, slots, seen, createRandom(9));
    expect(third.questions).toHaveLength(2);
    expect(third.seen).toHaveLength(2);
  });

  it('lends from the same difficulty when a group is too small', () => {
    const slots = planSlots(Array(6).fill('hard'), ['arts'], createRandom(3));
    const picked = pickQuestions(bank, slots, [], createRandom(3));
    expect(picked.questions).toHaveLength(6);
    expect(new Set(picked.questions.map((q) => q.id)).size).toBe(6);
  });
});
