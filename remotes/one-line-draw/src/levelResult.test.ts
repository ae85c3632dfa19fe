import { levelResult } from './levelResult';
import { LEVELS } from './logic/levels';

describe('levelResult', () => {
  const solved = { title: 'Solved!', lines: [{ label: 'Stars', value: '★★★' }] };

  it('leads on to the next level, with the map beside it', () => {
    const playLevel = jest.fn();
    const openMap = jest.fn();
    const result = levelResult(solved, '1-1', { playLevel, openMap });
    expect(result.title).toBe('Solved!');
    expect(result.lines).toBe(solved.lines);
    expect(result.primaryAction?.label).toBe('Next level');
    expect(result.secondaryAction?.label).toBe('Levels');
    result.primaryAction?.onClick();
    expect(playLevel).toHaveBeenCalledWith('1-2');
    result.secondaryAction?.onClick();
    expect(openMap).toHaveBeenCalledTimes(1);
  });

  it('offers the map alone after the last level', () => {
    const openMap = jest.fn();
    const result = levelResult(solved, LEVELS[LEVELS.length - 1].value, { playLevel: jest.fn(), openMap });
    expect(result.primaryAction?.label).toBe('Levels');
    expect(result.secondaryAction).toBeUndefined();
    result.primaryAction?.onClick();
    expect(openMap).toHaveBeenCalledTimes(1);
  });
});
