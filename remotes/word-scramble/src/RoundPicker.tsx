import { Select, type SelectGroup } from '@games/shared/game-kit/controls/Select';
import { LEVEL_IDS, LEVELS, type LevelId, type Mode } from './logic/levels';
import { PACK_IDS, PACKS, type PackId } from './logic/packs';

export interface RoundPickerProps {
  mode: Mode;
  level: LevelId;
  pack: PackId;
  dailyLabel: string;
  /** 'daily'; 'unlimited' with a level; 'theme' with a pack. */
  onChange(mode: Mode, option?: string): void;
}

const DAILY = 'daily';

/** "Medium · 5–6 letters" as the picker shows it, "Medium · 5–6": the group's heading names the letters. */
const shortLevelLabel = (id: LevelId) => LEVELS[id].label.replace(/ letters$/, '');

/**
 * One select for the round: the daily five, a level by word length, or a kids' themed pack. Each option is
 * short enough to show whole in the header of a 375 px phone (a pack's best is the Best figure once chosen).
 */
export function RoundPicker({ mode, level, pack, dailyLabel, onChange }: RoundPickerProps) {
  const options: SelectGroup[] = [
    { label: 'Daily', options: [{ value: DAILY, label: dailyLabel }] },
    { label: 'Unlimited · letters a word', options: LEVEL_IDS.map((id) => ({ value: `unlimited:${id}`, label: shortLevelLabel(id) })) },
    { label: 'Kids · themes', options: PACK_IDS.map((id) => ({ value: `theme:${id}`, label: PACKS[id].label })) },
  ];
  const value = mode === 'daily' ? DAILY : mode === 'theme' ? `theme:${pack}` : `unlimited:${level}`;
  return (
    <Select
      label="Round"
      hideLabel
      value={value}
      options={options}
      className="scramble-round-picker"
      onChange={(chosen) => {
        if (chosen === DAILY) onChange('daily');
        else {
          const [chosenMode, option] = chosen.split(':');
          onChange(chosenMode === 'theme' ? 'theme' : 'unlimited', option);
        }
      }}
    />
  );
}
