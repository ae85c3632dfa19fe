import { Dialog } from '@games/shared/game-kit/Dialog';
import { Select } from '@games/shared/game-kit/controls/Select';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { useState } from 'react';
import { DURATIONS_S, isSettings, OPERAND_LIMIT, OPERATOR_NAME, OPERATOR_SYMBOL, OPERATORS, type Operator, type Range, type Settings } from './logic/settings';

export interface CustomSettingsProps {
  open: boolean;
  settings: Settings;
  onSave(settings: Settings): void;
  onClose(): void;
}

function RangeFields({ label, range, onChange }: { label: string; range: Range; onChange(range: Range): void }) {
  const field = (which: 'min' | 'max') => (
    <label className="arith-custom__num">
      <span className="gk-visually-hidden">
        {label} {which === 'min' ? 'from' : 'to'}
      </span>
      <input
        type="number"
        inputMode="numeric"
        min={-OPERAND_LIMIT}
        max={OPERAND_LIMIT}
        value={Number.isNaN(range[which]) ? '' : range[which]}
        onChange={(event) => onChange({ ...range, [which]: event.target.value === '' ? Number.NaN : Math.trunc(Number(event.target.value)) })}
      />
    </label>
  );
  return (
    <div className="arith-custom__range" role="group" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      {field('min')}
      <span aria-hidden="true">to</span>
      {field('max')}
    </div>
  );
}

/** Custom's settings: operators, operand ranges, length, negatives and strict mode. Saved only when sound. */
export function CustomSettings({ open, settings, onSave, onClose }: CustomSettingsProps) {
  const [draft, setDraft] = useState(settings);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(settings);
  }
  const valid = isSettings(draft);
  const toggle = (op: Operator, on: boolean) => setDraft({ ...draft, operators: OPERATORS.filter((o) => (o === op ? on : draft.operators.includes(o))) });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Custom game"
      className="arith-custom"
      actions={
        <>
          <button type="button" className="gk-button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="gk-button gk-button--primary" disabled={!valid} onClick={() => valid && onSave(draft)}>
            Use these settings
          </button>
        </>
      }
    >
      <fieldset className="arith-custom__ops">
        <legend>Operators</legend>
        {OPERATORS.map((op) => (
          <label key={op} className="arith-custom__op">
            <input type="checkbox" checked={draft.operators.includes(op)} onChange={(event) => toggle(op, event.target.checked)} />
            <span aria-hidden="true">{OPERATOR_SYMBOL[op]}</span> {OPERATOR_NAME[op]}
          </label>
        ))}
      </fieldset>
      <fieldset className="arith-custom__ranges">
        <legend>Ranges</legend>
        <RangeFields label="Addition, first" range={draft.addLeft} onChange={(addLeft) => setDraft({ ...draft, addLeft })} />
        <RangeFields label="Addition, second" range={draft.addRight} onChange={(addRight) => setDraft({ ...draft, addRight })} />
        <RangeFields label="Multiplication, first" range={draft.mulLeft} onChange={(mulLeft) => setDraft({ ...draft, mulLeft })} />
        <RangeFields label="Multiplication, second" range={draft.mulRight} onChange={(mulRight) => setDraft({ ...draft, mulRight })} />
        <p className="arith-custom__note">Subtraction is addition reversed and division multiplication reversed, so every answer is whole.</p>
      </fieldset>
      <Select
        label="Length"
        value={String(draft.durationS)}
        options={DURATIONS_S.map((s) => ({ value: String(s), label: s < 120 ? `${s} seconds` : `${s / 60} minutes` }))}
        onChange={(value) => setDraft({ ...draft, durationS: Number(value) })}
      />
      <Switch label="Answers below zero" checked={draft.negatives} onChange={(negatives) => setDraft({ ...draft, negatives })} />
      <Switch label="Strict: Enter on a wrong answer costs a point" checked={draft.strict} onChange={(strict) => setDraft({ ...draft, strict })} />
      {!valid && (
        <p className="arith-custom__error" role="alert">
          Pick at least one operator; each range needs a “from” no bigger than its “to”, within ±{OPERAND_LIMIT}.
        </p>
      )}
    </Dialog>
  );
}
