import { EXAMPLE_CELLS, EXAMPLE_LINE } from './HowToPlay';
import { outcomeOf, VARIANTS } from './logic/board';

describe('how-to-play example', () => {
  it('is a won 3×3 game: X has the line shown, with a legal count of marks', () => {
    expect(outcomeOf(EXAMPLE_CELLS, VARIANTS['3'])).toEqual({ over: true, win: { mark: 'X', line: EXAMPLE_LINE } });
    const xs = EXAMPLE_CELLS.filter((c) => c === 'X').length;
    const os = EXAMPLE_CELLS.filter((c) => c === 'O').length;
    expect(xs - os).toBe(1);
  });
});
