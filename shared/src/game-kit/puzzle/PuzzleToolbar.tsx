// The puzzle controls as pieces (a toolbar, its buttons and the one mode + level picker), each usable alone,
// and PuzzleToolbar, their usual composition.
import type { ReactNode } from 'react';
import { Select, type SelectGroup } from '../controls/Select';
import { ClearButton, HintButton, RedoButton, Toolbar, UndoButton } from '../controls/Toolbar';
import type { PuzzleMode } from './session';
import './puzzle.css';

export {
  ClearButton,
  HintButton,
  RedoButton,
  TOOL_ICONS,
  ToolIcon,
  Toolbar,
  ToolbarButton,
  UndoButton,
  type HintButtonProps,
  type ToolbarButtonProps,
  type ToolbarProps,
  type ToolProps,
} from '../controls/Toolbar';

export type { PuzzleMode } from './session';

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

export interface PuzzleToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
  onHint: () => void;
  hintsUsed: number;
  mode: PuzzleMode;
  onModeChange: (mode: PuzzleMode) => void;
  difficulty: string;
  difficulties: readonly DifficultyOption[];
  /** Picking another level also means Unlimited: the game switches mode here (no separate onModeChange call). */
  onDifficultyChange: (difficulty: string) => void;
  /** Disables Clear and Hint, e.g. once the puzzle is solved. */
  finished?: boolean;
  /** Game-specific controls placed after the standard ones. */
  extra?: ReactNode;
  /** The tools' accessible name; "Puzzle tools" by default. */
  label?: string;
}

/** The usual composition: the mode + level picker over a toolbar with Undo, Redo, Clear, Hint and the game's extras. */
export function PuzzleToolbar({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onClear,
  onHint,
  hintsUsed,
  mode,
  onModeChange,
  difficulty,
  difficulties,
  onDifficultyChange,
  finished = false,
  extra,
  label = 'Puzzle tools',
}: PuzzleToolbarProps) {
  return (
    <div className="gk-puzzle-toolbar">
      <div className="gk-puzzle-toolbar__row">
        <ModeLevelPicker
          mode={mode}
          level={difficulty}
          levels={difficulties}
          onChange={(nextMode, nextLevel) => {
            if (nextMode === 'unlimited' && nextLevel !== undefined && nextLevel !== difficulty) onDifficultyChange(nextLevel);
            else if (nextMode !== mode) onModeChange(nextMode);
          }}
        />
      </div>
      <Toolbar label={label} className="gk-puzzle-toolbar__row">
        <UndoButton onClick={onUndo} disabled={!canUndo} />
        <RedoButton onClick={onRedo} disabled={!canRedo} />
        <ClearButton onClick={onClear} disabled={finished} />
        <HintButton onClick={onHint} disabled={finished} used={hintsUsed} />
        {extra}
      </Toolbar>
    </div>
  );
}
