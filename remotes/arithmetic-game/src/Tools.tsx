import { Select } from '@games/shared/game-kit/controls/Select';
import { PRESET_IDS, PRESET_LABEL, type PresetId } from './logic/settings';

export interface ToolsProps {
  preset: PresetId;
  /** A round runs: the preset is fixed and Quit is offered. */
  playing: boolean;
  onPreset(preset: PresetId): void;
  onCustom(): void;
  onQuit(): void;
}

/** Beside the board: the preset, the Custom settings, and Quit while a round runs. */
export function Tools({ preset, playing, onPreset, onCustom, onQuit }: ToolsProps) {
  return (
    <div className="arith-tools">
      <Select
        label="Preset"
        value={preset}
        options={PRESET_IDS.map((id) => ({ value: id, label: PRESET_LABEL[id] }))}
        onChange={(value) => onPreset(value as PresetId)}
        disabled={playing}
      />
      {preset === 'custom' && (
        <button type="button" className="gk-button" onClick={onCustom} disabled={playing}>
          Custom settings
        </button>
      )}
      {playing && (
        <button type="button" className="gk-button" onClick={onQuit} aria-keyshortcuts="Escape">
          Quit
        </button>
      )}
    </div>
  );
}
