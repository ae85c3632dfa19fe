import { LevelMapDialog as KitLevelMapDialog, type LevelMapGroup } from '@games/shared/game-kit/levels/LevelMap';
import { LEVELS, PACKS } from './logic/levels';
import type { Stars } from './stores';

// The packs of numbered levels on the kit's level map, with the daily board first.
const GROUPS: LevelMapGroup[] = PACKS.map((pack) => ({ id: pack.id, title: pack.label, blurb: pack.blurb, levels: LEVELS.filter((level) => level.pack.id === pack.id) }));

export interface LevelMapDialogProps {
  open: boolean;
  onClose: () => void;
  stars: Stars;
  /** The level being played, marked on the map. */
  current: string | null;
  dailyDone: boolean;
  streak: number;
  onDaily: () => void;
  onLevel: (level: string) => void;
}

export function LevelMapDialog({ dailyDone, streak, onDaily, ...map }: LevelMapDialogProps) {
  return <KitLevelMapDialog {...map} groups={GROUPS} daily={{ label: 'Daily puzzle', done: dailyDone, streak, onOpen: onDaily }} />;
}
