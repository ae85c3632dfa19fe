// A small bank for the logic tests: every category and difficulty, six questions each.
import { CATEGORY_IDS } from './categories';
import { DIFFICULTIES, type Question } from './question';

export function testBank(perGroup = 6): Question[] {
  const bank: Question[] = [];
  for (const category of CATEGORY_IDS) {
    let n = 0;
    for (const difficulty of DIFFICULTIES) {
      for (let i = 0; i < perGroup; i++) {
        n += 1;
        const id = `${category}-${String(n).padStart(3, '0')}`;
        bank.push({
          id,
          category,
          difficulty,
          question: `Question ${id}?`,
          answer: `Answer ${id}`,
          distractors: [`Wrong ${id} a`, `Wrong ${id} b`, `Wrong ${id} c`],
          explanation: `Because ${id}.`,
          source: 'https://en.wikipedia.org/wiki/Quiz',
          reviewed: '2026-11-23',
        });
      }
    }
  }
  return bank;
}
