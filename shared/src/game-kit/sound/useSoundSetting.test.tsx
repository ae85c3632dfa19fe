import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRecordingPlayer } from './fake-audio';
import { SoundToggle } from './SoundToggle';
import { useSoundSetting, useTones } from './useSoundSetting';

const cue = [{ frequency: 500, durationMs: 80 }];

beforeEach(() => window.localStorage.clear());

describe('useSoundSetting', () => {
  it('is off by default, and plays nothing while off', () => {
    const player = createRecordingPlayer();
    const { result } = renderHook(() => useSoundSetting('sound-test', { player }));
    expect(result.current.on).toBe(false);
    act(() => result.current.play(cue));
    expect(player.cues).toEqual([]);
    expect(player.unlocked).toBe(0);
  });

  it('plays once turned on, starting audio in that gesture, and is remembered', () => {
    const player = createRecordingPlayer();
    const { result, unmount } = renderHook(() => useSoundSetting('sound-test', { player }));
    act(() => result.current.setOn(true));
    expect(player.unlocked).toBe(1);
    act(() => result.current.play(cue));
    expect(player.cues).toEqual([cue]);
    expect(JSON.parse(window.localStorage.getItem('games:sound-test:sound') ?? 'null')).toEqual({ v: 1, data: true });
    unmount();

    const again = renderHook(() => useSoundSetting('sound-test', { player }));
    expect(again.result.current.on).toBe(true);
    act(() => again.result.current.toggle());
    expect(again.result.current.on).toBe(false);
    act(() => again.result.current.play(cue));
    expect(player.cues).toHaveLength(1);
  });

  it('keeps one stable play function', () => {
    const player = createRecordingPlayer();
    const { result } = renderHook(() => useSoundSetting('sound-test', { player }));
    const play = result.current.play;
    act(() => result.current.toggle());
    expect(result.current.play).toBe(play);
    act(() => play(cue));
    expect(player.cues).toHaveLength(1);
  });

  it('ignores a stored value that is not a boolean', () => {
    window.localStorage.setItem('games:sound-test:sound', JSON.stringify({ v: 1, data: 'loud' }));
    const { result } = renderHook(() => useSoundSetting('sound-test', { player: createRecordingPlayer() }));
    expect(result.current.on).toBe(false);
  });
});

describe('useTones', () => {
  it('follows the game’s own setting', () => {
    const player = createRecordingPlayer();
    const { result, rerender } = renderHook(({ on }) => useTones(on, player), { initialProps: { on: false } });
    act(() => result.current(cue));
    rerender({ on: true });
    act(() => result.current(cue));
    expect(player.cues).toEqual([cue]);
  });
});

describe('SoundToggle', () => {
  function Harness() {
    const sound = useSoundSetting('sound-test', { player: createRecordingPlayer() });
    return <SoundToggle on={sound.on} onChange={sound.setOn} />;
  }

  it('is a named toggle button, pressed when sound is on', async () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Sound' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
