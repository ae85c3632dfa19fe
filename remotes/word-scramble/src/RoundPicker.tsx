import { Select, type SelectGroup } from '@games/shared/game-kit/controls/Select';
import { LEVEL_IDS, LEVELS, type LevelId, type Mode } from './logic/levels';
import { PACK_IDS, PACKS, type PackId } from './logic/packs';

export interface RoundPickerProps {
  mode: Mode;
  level: LevelId;
  pack: PackId;
  dailyLabel: string;
  /** A pack's best score so far (0 before any), shown beside its name. */
  packBest(pack: PackId): number;
  /** 'daily'; 'unlimited' with a level; 'theme' with a pack. */
  onChange(mode: Mode, option?: string): void;
}

const DAILY = 'daily';

/** One select for the round: the daily five, a level by word length, or a kids' themed pack. */
export function RoundPicker({ mode, level, pack, dailyLabel, packBest, onChange }: RoundPickerProps) {
  const options: SelectGroup[] = [
    { label: 'Daily', options: [{ value: DAILY, label: dailyLabel }] },
    { label: 'Unlimited', options: LEVEL_IDS.map((id) => ({ value: `unlimited:${id}`, label: LEVELS[id].label })) },
    {
      label: 'Kids · themes',
      options: PACK_IDS.map((id) => {
        const best = packBest(id);
        return { value: `theme:${id}`, label: `${PACKS[id].label}${best > 0 ? ` · best ${best}` : ''}` };
      }),
    },
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
