import { heartsText } from './hearts';

describe('heartsText', () => {
  it('shows the hearts left and the hearts lost', () => {
    expect(heartsText(0)).toBe('♥♥♥');
    expect(heartsText(1)).toBe('♥♥♡');
    expect(heartsText(3)).toBe('♡♡♡');
    expect(heartsText(5)).toBe('♡♡♡');
  });
});
