import type { CSSProperties, ReactNode } from 'react';
import type { KeypadPress } from './keypad-keys';
import './keypad.css';

/** One key of the pad. */
export type KeypadKey =
  /** A digit; `left` shows how many are still to place ("✓" at 0); `disabled` greys it out. */
  | { kind: 'digit'; digit: number; left?: number; disabled?: boolean }
  | { kind: 'minus'; disabled?: boolean }
  | { kind: 'erase'; label?: string; disabled?: boolean }
  | { kind: 'submit'; label?: string; disabled?: boolean }
  /** The notes toggle: pressed while notes mode is on. */
  | { kind: 'notes'; on: boolean; disabled?: boolean }
  /** A game's own button (e.g. "Fill notes"). */
  | { kind: 'tool'; id: string; label: string; title?: string; shortcut?: string; disabled?: boolean };

export interface KeypadProps {
  /** The main block: digits and any of minus, erase, submit, in reading order. */
  keys: readonly KeypadKey[];
  /** A row of wider keys above the main block (erase, notes, tools). */
  tools?: readonly KeypadKey[];
  onPress(press: KeypadPress): void;
  /** Columns of the main block (default: one row of all keys). A game may restyle with CSS too. */
  columns?: number;
  /** Notes mode: digit keys write pencil marks (and say "Note 5"). */
  notesMode?: boolean;
  /** Every key off (e.g. the game is over). */
  disabled?: boolean;
  /** Name of the digit group for screen readers (default "Digits", "Note digits" in notes mode). */
  label?: string;
  className?: string;
  testId?: string;
  /** Anything under the keys. */
  children?: ReactNode;
}

const hidden = (text: string) => <span className="gk-visually-hidden">{text}</span>;

function pressOf(key: KeypadKey): KeypadPress {
  switch (key.kind) {
    case 'digit':
      return { kind: 'digit', digit: key.digit };
    case 'tool':
      return { kind: 'tool', id: key.id };
    default:
      return { kind: key.kind };
  }
}

function keyId(key: KeypadKey): string {
  if (key.kind === 'digit') return `digit-${key.digit}`;
  if (key.kind === 'tool') return `tool-${key.id}`;
  return key.kind;
}

function DigitKey({ digit, left, notesMode }: { digit: number; left?: number; notesMode: boolean }) {
  const done = left === 0;
  return (
    <>
      {/* The name comes from the visible text (plus hidden words), so speech input can say what it sees. */}
      {notesMode && hidden('Note ')}
      <span className="gk-keypad__number">
        {digit}
        {left !== undefined && hidden(',')}
      </span>
      {left !== undefined && (
        <>
          <span className="gk-keypad__left">
            {done ? (
              <>
                <span aria-hidden="true">✓</span>
                {hidden('none')}
              </>
            ) : (
              left
            )}
          </span>
          {hidden(' left')}
        </>
      )}
    </>
  );
}

function KeyButton({ keyDef, notesMode, disabled, onPress }: { keyDef: KeypadKey; notesMode: boolean; disabled: boolean; onPress(press: KeypadPress): void }) {
  const off = disabled || Boolean(keyDef.disabled);
  const common = { type: 'button' as const, disabled: off, onClick: () => onPress(pressOf(keyDef)), 'data-key': keyId(keyDef) };
  switch (keyDef.kind) {
    case 'digit':
      return (
        <button {...common} className={notesMode ? 'gk-keypad__key gk-keypad__digit gk-keypad__digit--notes' : 'gk-keypad__key gk-keypad__digit'} data-digit={keyDef.digit}>
          <DigitKey digit={keyDef.digit} left={keyDef.left} notesMode={notesMode} />
        </button>
      );
    case 'minus':
      return (
        <button {...common} className="gk-keypad__key gk-keypad__symbol" aria-label="Minus" aria-keyshortcuts="-">
          −
        </button>
      );
    case 'erase':
      return (
        <button {...common} className="gk-keypad__key gk-keypad__tool" aria-keyshortcuts="Backspace Delete">
          {keyDef.label ?? 'Erase'}
        </button>
      );
    case 'submit':
      return (
        <button {...common} className="gk-keypad__key gk-keypad__tool gk-keypad__submit" aria-keyshortcuts="Enter">
          {keyDef.label ?? 'Enter'}
        </button>
      );
    case 'notes':
      return (
        <button {...common} className="gk-keypad__key gk-keypad__tool" aria-pressed={keyDef.on} aria-keyshortcuts="N">
          Notes <span className="gk-keypad__state">{keyDef.on ? 'On' : 'Off'}</span>
        </button>
      );
    case 'tool':
      return (
        <button {...common} className="gk-keypad__key gk-keypad__tool" title={keyDef.title} aria-keyshortcuts={keyDef.shortcut}>
          {keyDef.label}
        </button>
      );
  }
}

/**
 * An on-screen number pad for touch (and mouse): a row of tools and a block of keys, every key a real button
 * of at least the touch size with a visible focus ring. Pair it with `keypadPressFor`/`useKeypadKeys` so the
 * keyboard's digits, Backspace, "-", Enter and N do what the keys do.
 */
export function Keypad({ keys, tools, onPress, columns, notesMode = false, disabled = false, label, className, testId, children }: KeypadProps) {
  const style = { '--gk-keypad-columns': String(columns ?? keys.length) } as CSSProperties;
  return (
    <div className={className ? `gk-keypad ${className}` : 'gk-keypad'} data-testid={testId} style={style}>
      {tools && tools.length > 0 && (
        <div className="gk-keypad__tools" style={{ '--gk-keypad-tools': String(tools.length) } as CSSProperties}>
          {tools.map((key) => (
            <KeyButton key={keyId(key)} keyDef={key} notesMode={notesMode} disabled={disabled} onPress={onPress} />
          ))}
        </div>
      )}
      <div className="gk-keypad__keys" role="group" aria-label={label ?? (notesMode ? 'Note digits' : 'Digits')}>
        {keys.map((key) => (
          <KeyButton key={keyId(key)} keyDef={key} notesMode={notesMode} disabled={disabled} onPress={onPress} />
        ))}
      </div>
      {children}
    </div>
  );
}
