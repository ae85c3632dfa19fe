import type { ReactNode } from 'react';
import './puzzle.css';

export type PuzzleMode = 'daily' | 'unlimited';

export interface DifficultyOption {
  value: string;
  label: string;
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
  onDifficultyChange: (difficulty: string) => void;
  /** Disables Clear and Hint, e.g. once the puzzle is solved. */
  finished?: boolean;
  /** Game-specific controls placed after the standard ones. */
  extra?: ReactNode;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const modifier = isMac ? '⌘' : 'Ctrl';

/** Small line icons; drawn with currentColor so they follow the button's text colour. */
function Icon({ path }: { path: string }) {
  return (
    <svg className="gk-puzzle-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = {
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'm15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  clear: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
};

/** The standard puzzle controls: undo, redo, clear, hint, Daily | Unlimited and the difficulty. */
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
}: PuzzleToolbarProps) {
  return (
    <div className="gk-puzzle-toolbar">
      <div className="gk-puzzle-toolbar__row">
        <div className="gk-puzzle-toolbar__modes" role="group" aria-label="Puzzle mode">
          <button
            type="button"
            className="gk-button gk-puzzle-toolbar__mode"
            aria-pressed={mode === 'daily'}
            onClick={() => onModeChange('daily')}
          >
            Daily
          </button>
          <button
            type="button"
            className="gk-button gk-puzzle-toolbar__mode"
            aria-pressed={mode === 'unlimited'}
            onClick={() => onModeChange('unlimited')}
          >
            Unlimited
          </button>
        </div>
        <label className="gk-puzzle-toolbar__difficulty">
          <span className="gk-visually-hidden">Difficulty</span>
          <select
            className="gk-puzzle-toolbar__select"
            value={difficulty}
            onChange={(event) => onDifficultyChange(event.target.value)}
          >
            {difficulties.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="gk-puzzle-toolbar__row">
        <button
          type="button"
          className="gk-button gk-puzzle-toolbar__action"
          onClick={onUndo}
          disabled={!canUndo}
          title={`Undo (${modifier}+Z)`}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Icon path={ICONS.undo} />
          <span>Undo</span>
        </button>
        <button
          type="button"
          className="gk-button gk-puzzle-toolbar__action"
          onClick={onRedo}
          disabled={!canRedo}
          title={`Redo (${modifier}+Y or Shift+${modifier}+Z)`}
          aria-keyshortcuts="Control+Y Meta+Y Shift+Control+Z Shift+Meta+Z"
        >
          <Icon path={ICONS.redo} />
          <span>Redo</span>
        </button>
        <button
          type="button"
          className="gk-button gk-puzzle-toolbar__action"
          onClick={onClear}
          disabled={finished}
          title="Clear the board"
        >
          <Icon path={ICONS.clear} />
          <span>Clear</span>
        </button>
        <button
          type="button"
          className="gk-button gk-puzzle-toolbar__action"
          onClick={onHint}
          disabled={finished}
          title="Hint (H)"
          aria-keyshortcuts="H"
        >
          <Icon path={ICONS.hint} />
          <span>Hint</span>
          {hintsUsed > 0 && (
            <span className="gk-puzzle-toolbar__count" aria-label={`${hintsUsed} used`}>
              {hintsUsed}
            </span>
          )}
        </button>
        {extra}
      </div>
    </div>
  );
}
