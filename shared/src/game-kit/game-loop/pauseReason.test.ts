import { autoPauseReason } from './pauseReason';

describe('autoPauseReason', () => {
  it('runs while the page is visible and focused', () => {
    expect(autoPauseReason({ hidden: false, focused: true })).toBeNull();
  });
  it('holds for a hidden tab, which wins over blur', () => {
    expect(autoPauseReason({ hidden: true, focused: false })).toBe('hidden');
    expect(autoPauseReason({ hidden: true, focused: true }, false)).toBe('hidden');
  });
  it('holds for a blurred window unless blur pausing is off', () => {
    expect(autoPauseReason({ hidden: false, focused: false })).toBe('blur');
    expect(autoPauseReason({ hidden: false, focused: false }, false)).toBeNull();
  });
});
