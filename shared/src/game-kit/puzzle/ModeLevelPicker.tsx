// One control for Daily or Unlimited and the level: the puzzle frame's picker (also usable alone).
import { Select, type SelectGroup } from '../controls/Select';
import type { PuzzleMode } from './session';
import './puzzle.css';

export interface DifficultyOption {
  value: string;
  label: string;
}

export interface ModeLevelPickerProps {
  mode: PuzzleMode;
  /** The Unlimited level shown as chosen while in Unlimited. */
  level: string;
  /** Unlimited play's levels, easiest first. */
  levels: readonly DifficultyOption[];
  /** Daily: `level` is left out (the game keeps its Unlimited level for later). Unlimited: the chosen level. */
  onChange: (mode: PuzzleMode, level?: string) => void;
  /** The control's accessible name; "Puzzle" by default. */
  label?: string;
  /** Shows the label beside the control (it is read by screen readers either way). */
  showLabel?: boolean;
  /** The Daily option's words; "Daily puzzle" by default. */
  dailyLabel?: string;
  /**
   * The closed control's words for the daily on a phone ("Daily"), where the Daily option's full words ("Daily ·
   * Medium 6×6") leave no room beside "?" and New; the list keeps the full words. Without it the control shows
   * the chosen option as a native select does.
   */
  dailyShortLabel?: string;
  disabled?: boolean;
  className?: string;
}

const DAILY = 'daily';
const UNLIMITED_PREFIX = 'unlimited:';

/**
 * ONE control for Daily or Unlimited and the level, so the compact header needs a single select:
 * "Daily puzzle" under Daily, the levels ("Easy"…) under Unlimited: short enough for a phone's header row.
 */
export function ModeLevelPicker({
  mode,
  level,
  levels,
  onChange,
  label = 'Puzzle',
  showLabel = false,
  dailyLabel = 'Daily puzzle',
  dailyShortLabel,
  disabled,
  className,
}: ModeLevelPickerProps) {
  const levelLabel = levels.find((option) => option.value === level)?.label ?? level;
  const options: SelectGroup[] = [
    { label: 'Daily', options: [{ value: DAILY, label: dailyLabel }] },
    { label: 'Unlimited', options: levels.map((option) => ({ value: UNLIMITED_PREFIX + option.value, label: option.label })) },
  ];
  return (
    <Select
      label={label}
      hideLabel={!showLabel}
      value={mode === 'daily' ? DAILY : UNLIMITED_PREFIX + level}
      options={options}
      disabled={disabled}
      className={['gk-mode-level', className].filter(Boolean).join(' ')}
      shown={
        dailyShortLabel === undefined
          ? undefined
          : mode === 'daily'
            ? { full: dailyLabel, short: dailyShortLabel }
            : { full: levelLabel, short: levelLabel }
      }
      onChange={(value) => {
        if (value === DAILY) onChange('daily');
        else onChange('unlimited', value.slice(UNLIMITED_PREFIX.length));
      }}
    />
  );
}
