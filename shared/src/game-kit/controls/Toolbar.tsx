import type { KeyboardEvent, ReactNode } from 'react';
import './controls.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const modifier = isMac ? '⌘' : 'Ctrl';

/** Line icons drawn with currentColor, so they follow the button's text colour. */
export const TOOL_ICONS = {
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'm15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  clear: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  restart: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5',
  check: 'm5 12 5 5L20 7',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
} as const;

/** A 24×24 line icon from an SVG path (see TOOL_ICONS). Hidden from screen readers: the text label names the button. */
export function ToolIcon({ path }: { path: string }) {
  return (
    <svg className="gk-toolbar__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface ToolbarProps {
  /** The toolbar's accessible name ("Puzzle tools"). */
  label: string;
  children: ReactNode;
  /** Vertical when it stands beside the board; arrow keys follow the orientation. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A row of tools (role=toolbar). Every control stays in the Tab order; arrow keys, Home and End also move
 * between them, as screen-reader users expect in a toolbar.
 */
export function Toolbar({ label, children, orientation = 'horizontal', className }: ToolbarProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Arrows already mean something in fields and selects.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || target.closest('input, select, textarea')) return;
    const [back, forward] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    if (![back, forward, 'Home', 'End'].includes(event.key)) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const index = items.findIndex((item) => item === target || item.contains(target));
    if (index < 0 || items.length === 0) return;
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (index + (event.key === forward ? 1 : -1) + items.length) % items.length;
    event.preventDefault();
    items[next].focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-orientation={orientation}
      className={['gk-toolbar', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export interface ToolbarButtonProps {
  /** The visible text, which is also the button's name. */
  label: string;
  onClick: () => void;
  /** An SVG path (see TOOL_ICONS) or any icon element. */
  icon?: string | ReactNode;
  disabled?: boolean;
  /** For on/off tools (a notes mode): aria-pressed. */
  pressed?: boolean;
  /** The tooltip, e.g. "Undo (Ctrl+Z)". */
  title?: string;
  /** The keys that do the same, in aria-keyshortcuts form ("Control+Z Meta+Z"). */
  keyshortcuts?: string;
  /** A small count badge after the label (hints used); `countLabel` is what screen readers hear for it. */
  count?: number;
  countLabel?: string;
  className?: string;
}

/** A toolbar button with an icon and a text label (never an icon alone). */
export function ToolbarButton({ label, onClick, icon, disabled = false, pressed, title, keyshortcuts, count, countLabel, className }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={['gk-button gk-toolbar__button', className].filter(Boolean).join(' ')}
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      title={title}
      aria-keyshortcuts={keyshortcuts}
    >
      {typeof icon === 'string' ? <ToolIcon path={icon} /> : icon}
      <span>{label}</span>
      {count !== undefined && count > 0 && (
        <span className="gk-toolbar__count" aria-label={countLabel ?? String(count)}>
          {count}
        </span>
      )}
    </button>
  );
}

export interface ToolProps {
  onClick: () => void;
  disabled?: boolean;
  /** Replaces the default words (e.g. "Take back"). */
  label?: string;
}

/** Undo, with Ctrl/Cmd+Z shown and announced as its shortcut. */
export function UndoButton({ onClick, disabled, label = 'Undo' }: ToolProps) {
  return (
    <ToolbarButton
      label={label}
      icon={TOOL_ICONS.undo}
      onClick={onClick}
      disabled={disabled}
      title={`${label} (${modifier}+Z)`}
      keyshortcuts="Control+Z Meta+Z"
    />
  );
}

/** Redo, with Ctrl/Cmd+Y and Shift+Ctrl/Cmd+Z. */
export function RedoButton({ onClick, disabled, label = 'Redo' }: ToolProps) {
  return (
    <ToolbarButton
      label={label}
      icon={TOOL_ICONS.redo}
      onClick={onClick}
      disabled={disabled}
      title={`${label} (${modifier}+Y or Shift+${modifier}+Z)`}
      keyshortcuts="Control+Y Meta+Y Shift+Control+Z Shift+Meta+Z"
    />
  );
}

/** Clears the player's entries from the board. */
export function ClearButton({ onClick, disabled, label = 'Clear' }: ToolProps) {
  return <ToolbarButton label={label} icon={TOOL_ICONS.clear} onClick={onClick} disabled={disabled} title="Clear the board" />;
}

export interface HintButtonProps extends ToolProps {
  /** Hints used so far, shown as a badge when above 0. */
  used?: number;
}

/** Shows a hint (H), with how many were used. */
export function HintButton({ onClick, disabled, used = 0, label = 'Hint' }: HintButtonProps) {
  return (
    <ToolbarButton
      label={label}
      icon={TOOL_ICONS.hint}
      onClick={onClick}
      disabled={disabled}
      title={`${label} (H)`}
      keyshortcuts="H"
      count={used}
      countLabel={`${used} used`}
    />
  );
}
