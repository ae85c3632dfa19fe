import { findHint } from './hint';
import { parseGrid } from './grid';
import { readPack } from './testing';
import { dealPuzzle } from './deal';
import { solveLogically } from './logicalSolver';

describe('hint', () => {
  it('explains eliminations before the placement they unlock on a Hard puzzle', () => {
    const dealt = dealPuzzle(readPack('hard'), 'hint');
    // Play the singles a player would find, then ask for a hint where singles are not enough.
    const stuck = solveLogically(dealt.givens, 1).values;
    const hint = findHint(stuck, dealt.solution);
    expect(hint?.kind).toBe('place');
    expect(hint?.digit).toBe(dealt.solution[hint!.cell]);
    expect(hint?.message).toMatch(/Pointing|Claiming|triple|pair/);
    expect(hint?.message).toMatch(/Then (naked|hidden) single/);
  });

  it('returns null on a full, correct grid', () => {
    const dealt = dealPuzzle(readPack('easy'), 'x');
    expect(findHint(dealt.solution, dealt.solution)).toBeNull();
    expect(parseGrid('.'.repeat(81))).toHaveLength(81);
  });
});
