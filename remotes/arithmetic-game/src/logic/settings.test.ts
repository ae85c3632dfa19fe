import { DEFAULT_CUSTOM, isSettings, mayBeNegative, PRESETS, presetLabel, scoreKeyOf, settingsOf } from './settings';

describe('presets', () => {
  it('Standard is Zetamac: (2–100) + (2–100), (2–12) × (2–100), all four operators, 120 s', () => {
    expect(PRESETS.standard).toMatchObject({ operators: ['add', 'sub', 'mul', 'div'], addLeft: { min: 2, max: 100 }, addRight: { min: 2, max: 100 }, mulLeft: { min: 2, max: 12 }, mulRight: { min: 2, max: 100 }, durationS: 120 });
  });

  it('Kids is 1–10 with + and − only; Hard has bigger ranges and negative numbers', () => {
    expect(PRESETS.kids).toMatchObject({ operators: ['add', 'sub'], addLeft: { min: 1, max: 10 }, addRight: { min: 1, max: 10 }, negatives: false });
    expect(PRESETS.hard.negatives).toBe(true);
    expect(PRESETS.hard.addLeft.max).toBeGreaterThan(PRESETS.standard.addLeft.max);
    expect(PRESETS.hard.mulLeft.max).toBeGreaterThan(PRESETS.standard.mulLeft.max);
    expect(mayBeNegative(PRESETS.hard)).toBe(true);
    expect(mayBeNegative(PRESETS.standard)).toBe(false);
  });

  it('every preset is valid settings', () => {
    for (const settings of [...Object.values(PRESETS), DEFAULT_CUSTOM]) expect(isSettings(settings)).toBe(true);
  });

  it('Custom uses the player’s settings', () => {
    expect(settingsOf('custom', { ...DEFAULT_CUSTOM, durationS: 30 }).durationS).toBe(30);
    expect(settingsOf('kids', DEFAULT_CUSTOM)).toBe(PRESETS.kids);
  });
});

describe('isSettings', () => {
  it('rejects no operators, unknown or repeated ones, bad ranges, lengths and division by zero only', () => {
    expect(isSettings({ ...DEFAULT_CUSTOM, operators: [] })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, operators: ['pow'] })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, operators: ['add', 'add'] })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, addLeft: { min: 5, max: 2 } })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, addLeft: { min: 0, max: 5000 } })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, addLeft: { min: 0.5, max: 2 } })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, durationS: 4 })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, durationS: 301 })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, operators: ['div'], mulLeft: { min: 0, max: 0 } })).toBe(false);
    expect(isSettings({ ...DEFAULT_CUSTOM, strict: 'yes' })).toBe(false);
    expect(isSettings(null)).toBe(false);
  });
});

describe('score keys', () => {
  it('a preset at its length is its name; another length or custom settings get their own key', () => {
    expect(scoreKeyOf('standard', PRESETS.standard)).toBe('standard');
    expect(scoreKeyOf('standard', { ...PRESETS.standard, durationS: 30 })).toBe('standard:30s');
    const a = scoreKeyOf('custom', DEFAULT_CUSTOM);
    const b = scoreKeyOf('custom', { ...DEFAULT_CUSTOM, operators: ['add'] });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^custom:/);
    expect(presetLabel('custom', DEFAULT_CUSTOM)).toBe('Custom · 60 s');
    expect(presetLabel('hard', PRESETS.hard)).toBe('Hard');
  });
});
