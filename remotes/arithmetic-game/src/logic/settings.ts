// What a round asks: the operators, the operand ranges, the length and the two switches. Presets (Kids,
// Standard as Zetamac's defaults, Hard) and a Custom one the player sets. Pure.

export type Operator = 'add' | 'sub' | 'mul' | 'div';
export const OPERATORS: readonly Operator[] = ['add', 'sub', 'mul', 'div'];
export const OPERATOR_SYMBOL: Record<Operator, string> = { add: '+', sub: '−', mul: '×', div: '÷' };
export const OPERATOR_NAME: Record<Operator, string> = { add: 'Addition', sub: 'Subtraction', mul: 'Multiplication', div: 'Division' };

export interface Range {
  min: number;
  max: number;
}

export interface Settings {
  /** At least one, in OPERATORS order. */
  operators: Operator[];
  /** Addition's operands; subtraction is addition reversed (unless negatives). */
  addLeft: Range;
  addRight: Range;
  /** Multiplication's operands; division is multiplication reversed, so results are whole. */
  mulLeft: Range;
  mulRight: Range;
  durationS: number;
  /** Subtraction may go below zero (a − b with any a, b). */
  negatives: boolean;
  /** A wrong answer sent with Enter costs a point. */
  strict: boolean;
}

export type PresetId = 'kids' | 'standard' | 'hard' | 'custom';
export const PRESET_IDS: readonly PresetId[] = ['kids', 'standard', 'hard', 'custom'];
export const PRESET_LABEL: Record<PresetId, string> = { kids: 'Kids', standard: 'Standard', hard: 'Hard', custom: 'Custom' };

/** The durations Custom offers, in seconds. */
export const DURATIONS_S: readonly number[] = [30, 60, 120, 300];
/** Operands stay within this, so answers stay short enough to type. */
export const OPERAND_LIMIT = 999;

export const PRESETS: Record<Exclude<PresetId, 'custom'>, Settings> = {
  kids: {
    operators: ['add', 'sub'],
    addLeft: { min: 1, max: 10 },
    addRight: { min: 1, max: 10 },
    mulLeft: { min: 1, max: 10 },
    mulRight: { min: 1, max: 10 },
    durationS: 120,
    negatives: false,
    strict: false,
  },
  standard: {
    operators: ['add', 'sub', 'mul', 'div'],
    addLeft: { min: 2, max: 100 },
    addRight: { min: 2, max: 100 },
    mulLeft: { min: 2, max: 12 },
    mulRight: { min: 2, max: 100 },
    durationS: 120,
    negatives: false,
    strict: false,
  },
  hard: {
    operators: ['add', 'sub', 'mul', 'div'],
    addLeft: { min: 10, max: 500 },
    addRight: { min: 10, max: 500 },
    mulLeft: { min: 3, max: 25 },
    mulRight: { min: 3, max: 100 },
    durationS: 120,
    negatives: true,
    strict: false,
  },
};

/** Answers may be below zero: negatives on, or a range that reaches below zero (the pad shows its minus). */
export const mayBeNegative = (settings: Settings) =>
  settings.negatives || [settings.addLeft, settings.addRight, settings.mulLeft, settings.mulRight].some((range) => range.min < 0);

export const DEFAULT_CUSTOM: Settings = { ...PRESETS.standard, durationS: 60 };

export const isPresetId = (value: unknown): value is PresetId => PRESET_IDS.includes(value as PresetId);

const isOperand = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= OPERAND_LIMIT;

export function isRange(value: unknown): value is Range {
  if (typeof value !== 'object' || value === null) return false;
  const { min, max } = value as Record<string, unknown>;
  return isOperand(min) && isOperand(max) && (min as number) <= (max as number);
}

/** A duration a round may have: Custom's choices, or 5–300 s asked by the URL (practice, tests). */
export const isDuration = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 5 && (value as number) <= 300;

/** Checks settings from storage or a form: operators known, unique and not none; ranges sound; division never by 0. */
export function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    Array.isArray(s.operators) &&
    s.operators.length > 0 &&
    s.operators.every((op) => OPERATORS.includes(op as Operator)) &&
    new Set(s.operators).size === s.operators.length &&
    isRange(s.addLeft) &&
    isRange(s.addRight) &&
    isRange(s.mulLeft) &&
    isRange(s.mulRight) &&
    !(s.operators.includes('div') && (s.mulLeft as Range).min === 0 && (s.mulLeft as Range).max === 0) &&
    isDuration(s.durationS) &&
    typeof s.negatives === 'boolean' &&
    typeof s.strict === 'boolean'
  );
}

/** The settings of a preset (Custom's are the player's). */
export const settingsOf = (preset: PresetId, custom: Settings): Settings => (preset === 'custom' ? custom : PRESETS[preset]);

/**
 * The key bests and history are kept under: the preset, and for Custom (or a length asked by the URL) what
 * was asked, so a 30-second round never competes with a 120-second one.
 */
export function scoreKeyOf(preset: PresetId, settings: Settings): string {
  if (preset !== 'custom') return settings.durationS === PRESETS[preset].durationS ? preset : `${preset}:${settings.durationS}s`;
  const range = (r: Range) => `${r.min}-${r.max}`;
  const ops = settings.operators.map((op) => OPERATOR_SYMBOL[op]).join('');
  return `custom:${ops}:${range(settings.addLeft)}+${range(settings.addRight)}:${range(settings.mulLeft)}x${range(settings.mulRight)}:${settings.durationS}s${settings.negatives ? ':neg' : ''}${settings.strict ? ':strict' : ''}`;
}

/** "Custom · 60 s" / "Standard": the round's name in the share text and the result. */
export function presetLabel(preset: PresetId, settings: Settings): string {
  const standardLength = preset !== 'custom' && settings.durationS === PRESETS[preset].durationS;
  return standardLength ? PRESET_LABEL[preset] : `${PRESET_LABEL[preset]} · ${settings.durationS} s`;
}
