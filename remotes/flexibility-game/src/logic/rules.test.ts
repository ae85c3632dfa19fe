import { correctAnswer, isCongruent, opposite } from './rules';

describe('rules', () => {
  it('point answers where the leaves point, move where they drift, opposite the other way from the point', () => {
    expect(correctAnswer({ rule: 'point', point: 'left', move: 'right' })).toBe('left');
    expect(correctAnswer({ rule: 'move', point: 'left', move: 'right' })).toBe('right');
    expect(correctAnswer({ rule: 'opposite', point: 'left', move: 'left' })).toBe('right');
    expect(opposite('right')).toBe('left');
    expect(isCongruent({ rule: 'move', point: 'left', move: 'left' })).toBe(true);
  });
});
