import { useId, type ReactNode } from 'react';
import './controls.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Options shown under a heading (an <optgroup>). */
export interface SelectGroup<V extends string = string> {
  label: string;
  options: readonly SelectOption<V>[];
}

export interface SelectProps<V extends string = string> {
  /** The select's accessible name (and its visible label unless hideLabel). */
  label: ReactNode;
  value: V;
  options: readonly (SelectOption<V> | SelectGroup<V>)[];
  onChange: (value: V) => void;
  /** Keeps the label for screen readers only, where the options speak for themselves. */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  id?: string;
  /**
   * What the closed control shows instead of the chosen option's words, where those are long ("Daily · Medium
   * 6×6"): `{ full, short }`, the short form on a phone's header row. The options keep their full names in the
   * list, and screen readers hear the chosen option as ever.
   */
  shown?: { full: string; short: string };
}

const isGroup = <V extends string>(entry: SelectOption<V> | SelectGroup<V>): entry is SelectGroup<V> => 'options' in entry;

function Option<V extends string>({ option }: { option: SelectOption<V> }) {
  return (
    <option value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
}

/** One styled native select (keyboard, touch and screen readers for free), with optional option groups. */
export function Select<V extends string = string>({ label, value, options, onChange, hideLabel = false, disabled = false, className, id, shown }: SelectProps<V>) {
  const autoId = useId();
  const selectId = id ?? `gk-select-${autoId}`;
  const control = (
    <select
      id={selectId}
      className="gk-select__control"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map((entry) =>
        isGroup(entry) ? (
          <optgroup key={`group:${entry.label}`} label={entry.label}>
            {entry.options.map((option) => (
              <Option key={option.value} option={option} />
            ))}
          </optgroup>
        ) : (
          <Option key={entry.value} option={entry} />
        ),
      )}
    </select>
  );
  return (
    <span className={['gk-select', shown && 'gk-select--shown', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? 'gk-visually-hidden' : 'gk-select__label'}>
        {label}
      </label>
      {shown ? (
        // The native select, transparent, lies over the words it would show: a tap or a key still opens it.
        <span className="gk-select__box">
          <span className="gk-select__shown" aria-hidden="true">
            <span className="gk-select__shown-full">{shown.full}</span>
            <span className="gk-select__shown-short">{shown.short}</span>
          </span>
          {control}
        </span>
      ) : (
        control
      )}
    </span>
  );
}
