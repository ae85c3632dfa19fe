import { act, renderHook } from '@testing-library/react';
import { createRecordingPlayer } from '@games/shared/game-kit/sound/fake-audio';
import { correctCue, endCue, WRONG_CUE } from './logic/cues';
import type { PickEvent, Round } from './logic/round';
import { useRoundSounds } from './useRoundSounds';

const round = (over: Partial<Round>): Round =>
  ({ relation: 'synonyms', level: 'easy', hardcore: false, seed: 's', left: [], right: [], drawn: [], matched: [], missed: [], score: 0, combo: 0, bestCombo: 0, mistakes: 0, picked: null, over: false, endReason: null, ...over }) as Round;
const correct: PickEvent = { kind: 'correct', pair: 0, points: 1, multiplier: 1, refilled: null };
const wrong: PickEvent = { kind: 'wrong', left: 0, right: 1 };

beforeEach(() => window.localStorage.clear());

function setUp() {
  const player = createRecordingPlayer();
  const hook = renderHook(() => useRoundSounds('word-match-sound-test', player));
  return { player, hook };
}

describe('useRoundSounds', () => {
  it('plays nothing while sound is off (the default)', () => {
    const { player, hook } = setUp();
    expect(hook.result.current.sound.on).toBe(false);
    act(() => {
      hook.result.current.picked(correct, round({ combo: 1 }));
      hook.result.current.picked(wrong, round({}));
      hook.result.current.ended(round({ over: true, endReason: 'pairs' }));
    });
    expect(player.cues).toEqual([]);
  });

  it('once on: the combo’s chime for a right pair, the buzz for a wrong one, the cadence at the end, nothing for a pick', () => {
    const { player, hook } = setUp();
    act(() => hook.result.current.sound.setOn(true));
    act(() => {
      hook.result.current.picked({ kind: 'picked', side: 'left', slot: 0 }, round({}));
      hook.result.current.picked(correct, round({ combo: 4 }));
      hook.result.current.picked(wrong, round({}));
      hook.result.current.ended(round({ over: true, endReason: 'time' }));
    });
    expect(player.cues).toEqual([correctCue(4), WRONG_CUE, endCue('time')]);
  });

  it('leaves the pick that ends the round to the end cadence', () => {
    const { player, hook } = setUp();
    act(() => hook.result.current.sound.setOn(true));
    act(() => hook.result.current.picked(correct, round({ combo: 20, over: true, endReason: 'pairs' })));
    expect(player.cues).toEqual([]);
  });
});
