import { Select } from '@games/shared/game-kit/controls/Select';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { SoundToggle } from '@games/shared/game-kit/sound/SoundToggle';
import type { SoundSetting } from '@games/shared/game-kit/sound/useSoundSetting';
import { LEVELS, RELATIONS, type Level, type Relation } from './logic/pool';
import { LEVEL_LABEL, RELATION_LABEL, type Settings } from './logic/settings';

export interface ToolsProps {
  /** The settings shown (the daily's own on a daily). */
  settings: Settings;
  /** A round runs or the daily is chosen: the settings are fixed. */
  locked: boolean;
  sound: SoundSetting;
  onChange(change: Partial<Settings>): void;
}

/** Beside the board: relation, level, hardcore, and the sound. */
export function Tools({ settings, locked, sound, onChange }: ToolsProps) {
  return (
    <div className="wm-tools">
      <Select
        label="Relation"
        value={settings.relation}
        options={RELATIONS.map((r) => ({ value: r, label: RELATION_LABEL[r] }))}
        onChange={(value) => onChange({ relation: value as Relation })}
        disabled={locked}
      />
      <Select label="Level" value={settings.level} options={LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] }))} onChange={(value) => onChange({ level: value as Level })} disabled={locked} />
      <Switch label="Hardcore" checked={settings.hardcore} onChange={(on) => onChange({ hardcore: on })} disabled={locked} />
      <SoundToggle on={sound.on} onChange={sound.setOn} />
    </div>
  );
}
