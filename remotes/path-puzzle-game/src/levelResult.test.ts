import { levelResult } from './levelResult';
import { LEVELS } from './logic/levels';

describe('levelResult', () => {
  const solved = { title: 'Solved!', lines: [{ label: 'Moves', value: '5 (perfect 5)' }] };

  it('leads on to the next level, with the map beside it', () => {
    const playLevels = jest.fn();
    const openMap = jest.fn();
    const result = levelResult(solved, { mode: 'unlimited', level: 'p5-1' }, { playLevels, openMap });
    expect(result.lines).toBe(solved.lines);
    expect([result.primaryAction?.label, result.secondaryAction?.label]).toEqual(['Next level', 'Levels']);
    result.primaryAction?.onClick();
    expect(playLevels).toHaveBeenCalledWith('p5-2');
    result.secondaryAction?.onClick();
    expect(openMap).toHaveBeenCalledTimes(1);
  });

  it('offers the map alone after the very last level', () => {
    const result = levelResult(solved, { mode: 'unlimited', level: LEVELS[LEVELS.length - 1].value }, { playLevels: jest.fn(), openMap: jest.fn() });
    expect(result.primaryAction?.label).toBe('Levels');
    expect(result.secondaryAction).toBeUndefined();
  });

  it('after the daily, goes back to the levels', () => {
    const playLevels = jest.fn();
    const result = levelResult(solved, { mode: 'daily', level: 'p7-1' }, { playLevels, openMap: jest.fn() });
    expect([result.primaryAction?.label, result.secondaryAction?.label]).toEqual(['Play levels', 'Levels']);
    result.primaryAction?.onClick();
    expect(playLevels).toHaveBeenCalledWith();
  });
});
