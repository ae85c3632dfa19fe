import { act, render, renderHook, screen } from '@testing-library/react';
import { nextAnnouncement, useAnnouncer } from './useAnnouncer';

function Probe({ onReady }: { onReady: (announce: (text: string) => void) => void }) {
  const { announcement, announce } = useAnnouncer();
  onReady(announce);
  return (
    <p aria-live="polite" data-testid="live">
      {announcement}
    </p>
  );
}

describe('useAnnouncer', () => {
  it('starts silent and shows what was announced', () => {
    const { result } = renderHook(() => useAnnouncer());
    expect(result.current.announcement).toBe('');
    act(() => result.current.announce('Hint: the top row needs a queen.'));
    expect(result.current.announcement).toBe('Hint: the top row needs a queen.');
  });

  it('changes the live text when the same message is announced again, so it is read again', () => {
    let announce: (text: string) => void = () => undefined;
    render(<Probe onReady={(a) => (announce = a)} />);
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      act(() => announce('Undone.'));
      seen.push(screen.getByTestId('live').textContent ?? '');
    }
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen[1]).not.toBe(seen[2]);
    // What is read stays the same words.
    expect(seen.map((text) => text.replace(/\u200B/g, ''))).toEqual(['Undone.', 'Undone.', 'Undone.']);
  });

  it('keeps one announce function across renders (safe in effect dependencies)', () => {
    const { result, rerender } = renderHook(() => useAnnouncer());
    const first = result.current.announce;
    act(() => first('x'));
    rerender();
    expect(result.current.announce).toBe(first);
  });

  it('announcing an empty text clears the region', () => {
    expect(nextAnnouncement('Solved.', '')).toBe('');
    expect(nextAnnouncement('Solved.', 'New puzzle.')).toBe('New puzzle.');
  });
});
