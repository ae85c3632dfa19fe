import { describeEvents, livesText } from './announcements';

describe('describeEvents', () => {
  it('names power-ups, milestones and levels', () => {
    expect(describeEvents([{ type: 'power-up', kind: 'shield', x: 0, y: 0 }])).toBe('Shield: the next lost life is saved');
    expect(describeEvents([{ type: 'milestone', score: 100 }])).toBe('100 points!');
    expect(describeEvents([{ type: 'level', level: 3 }])).toBe('Level 3: faster!');
  });

  it('tells a lost life by its cause, and a shield that saved one', () => {
    expect(describeEvents([{ type: 'bomb', x: 0, y: 0, shielded: false }, { type: 'life-lost', lives: 2 }])).toBe('Bomb! 2 lives left.');
    expect(describeEvents([{ type: 'miss', x: 0, shielded: false }, { type: 'life-lost', lives: 1 }])).toBe('Missed a star! 1 life left.');
    expect(describeEvents([{ type: 'bomb', x: 0, y: 0, shielded: true }])).toBe('Bomb! Your shield saved you.');
    expect(describeEvents([{ type: 'miss', x: 0, shielded: true }])).toBe('Missed a star. Your shield saved you.');
  });

  it('says nothing for a plain catch or the last life (the result says the end)', () => {
    expect(describeEvents([{ type: 'catch', kind: 'star', points: 1, x: 0, y: 0, combo: 1 }])).toBeNull();
    expect(describeEvents([{ type: 'life-lost', lives: 0 }, { type: 'over', score: 5 }])).toBeNull();
    expect(livesText(3)).toBe('3 lives left');
  });
});
