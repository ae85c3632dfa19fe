import { useId, type ReactNode } from 'react';
import './controls.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch turns on ("Show clashes"); it is the switch's accessible name. */
  label: ReactNode;
  /** A longer explanation read after the name. */
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  id?: string;
}

/**
 * An on/off option (role=switch): a native checkbox drawn as a switch, so Space, the label, touch and forms
 * all work; the whole label is the touch target.
 */
export function Switch({ checked, onChange, label, description, disabled = false, className, id }: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? `gk-switch-${autoId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <>
      <label className={['gk-switch', disabled && 'gk-switch--disabled', className].filter(Boolean).join(' ')} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          className="gk-switch__input"
          checked={checked}
          disabled={disabled}
          aria-describedby={descriptionId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="gk-switch__label">{label}</span>
      </label>
      {/* Outside the label, so it describes the switch without becoming part of its name. */}
      {description && (
        <span id={descriptionId} className="gk-visually-hidden">
          {description}
        </span>
      )}
    </>
  );
}
