import { ToolbarButton } from '../controls/Toolbar';

/** A speaker with sound waves, and one struck through; line icons in the toolbar's style. */
export const SOUND_ICONS = {
  on: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11',
  off: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM16 9.5l5 5M21 9.5l-5 5',
} as const;

export interface SoundToggleProps {
  on: boolean;
  onChange: (on: boolean) => void;
  /** The button's name; it stays the same whether on or off (aria-pressed says which). Default "Sound". */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The sound on/off button for a toolbar or a setup screen: a toggle button (aria-pressed) with a speaker icon
 * and a text label. Pair it with `useSoundSetting`: `<SoundToggle on={sound.on} onChange={sound.setOn} />`.
 */
export function SoundToggle({ on, onChange, label = 'Sound', disabled, className }: SoundToggleProps) {
  return (
    <ToolbarButton
      label={label}
      icon={on ? SOUND_ICONS.on : SOUND_ICONS.off}
      pressed={on}
      onClick={() => onChange(!on)}
      disabled={disabled}
      title={on ? `${label} on` : `${label} off`}
      className={['gk-sound-toggle', className].filter(Boolean).join(' ')}
    />
  );
}
