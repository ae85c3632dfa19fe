import { isDateKey, isQuestion, isQuestionList, type Question } from './question';

const q: Question = {
  id: 'science-001',
  category: 'science',
  difficulty: 'easy',
  question: 'What is H₂O?',
  answer: 'Water',
  distractors: ['Salt', 'Sand', 'Air'],
  explanation: 'Two hydrogen atoms and one oxygen atom.',
  source: 'https://en.wikipedia.org/wiki/Water',
  reviewed: '2026-11-23',
};

describe('the runtime question guard', () => {
  it('accepts a well-formed entry', () => {
    expect(isQuestion(q)).toBe(true);
    expect(isQuestionList([q, { ...q, id: 'science-002' }])).toBe(true);
  });

  it.each([
    ['a missing field', { ...q, explanation: undefined }],
    ['an unknown difficulty', { ...q, difficulty: 'extreme' }],
    ['two distractors', { ...q, distractors: ['Salt', 'Sand'] }],
    ['the answer among the distractors', { ...q, distractors: ['Water', 'Sand', 'Air'] }],
    ['a repeated distractor', { ...q, distractors: ['Sand', 'Sand', 'Air'] }],
    ['a source that is not https', { ...q, source: 'http://example.com' }],
    ['an impossible review date', { ...q, reviewed: '2026-02-30' }],
    ['not an object', 'science-001'],
  ])('rejects %s', (_what, value) => {
    expect(isQuestion(value)).toBe(false);
  });

  it('rejects an empty list and repeated ids', () => {
    expect(isQuestionList([])).toBe(false);
    expect(isQuestionList([q, q])).toBe(false);
    expect(isQuestionList({})).toBe(false);
  });

  it('knows real calendar days', () => {
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('2026-1-01')).toBe(false);
  });
});
