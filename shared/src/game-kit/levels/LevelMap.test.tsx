import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LevelMap, starText, type LevelMapGroup } from './LevelMap';

const groups: LevelMapGroup[] = [
  { id: 'a', title: '5×5', blurb: 'Small boards', levels: [1, 2, 3].map((n) => ({ value: `a-${n}`, number: n })) },
  { id: 'b', title: '6×6', levels: [1, 2].map((n) => ({ value: `b-${n}`, number: n })) },
];

describe('LevelMap', () => {
  it('names each level with its stars, marks the current one and counts each group', () => {
    render(<LevelMap groups={groups} stars={{ 'a-1': 3, 'a-2': 1 }} current="a-3" onLevel={() => undefined} />);
    expect(screen.getByRole('button', { name: '5×5 level 1, 3 stars' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5×5 level 2, 1 star' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5×5 level 3, not solved yet' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: /5×5 Small boards · 2\/3 solved · ★ 4\/9/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /6×6 0\/2 solved · ★ 0\/6/ })).toBeInTheDocument();
  });

  it('opens a level or the daily', async () => {
    const onLevel = jest.fn();
    const onOpen = jest.fn();
    render(<LevelMap groups={groups} stars={{}} current={null} onLevel={onLevel} daily={{ label: 'Daily puzzle', done: true, streak: 4, onOpen }} levelName={(_g, l) => `Level ${l.value}`} />);
    await userEvent.click(screen.getByRole('button', { name: 'Level b-2, not solved yet' }));
    expect(onLevel).toHaveBeenCalledWith('b-2');
    await userEvent.click(screen.getByRole('button', { name: 'Daily puzzle · done ✓ · streak 4' }));
    expect(onOpen).toHaveBeenCalled();
  });

  it('writes stars as filled and empty', () => {
    expect(starText(2)).toBe('★★☆');
    expect(starText(0, 3)).toBe('☆☆☆');
  });
});
