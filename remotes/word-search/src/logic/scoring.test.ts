import { scoreFor } from './scoring';

test('score: points per letter minus hints, never negative', () => {
  expect(scoreFor(['CAT', 'HORSE'], 0)).toBe(80);
  expect(scoreFor(['CAT', 'HORSE'], 2)).toBe(30);
  expect(scoreFor(['CAT'], 5)).toBe(0);
});
