import { LevelMapDialog as KitLevelMapDialog, type LevelMapGroup } from '@games/shared/game-kit/levels/LevelMap';
import { LEVELS, levelLabel, WORLDS } from './logic/levels';
import type { Stars } from './stores';

// Loaded after the first paint or when first asked for: the level map in its dialog, and the help text.
export { HowToPlay } from './HowToPlay';

const GROUPS: LevelMapGroup[] = WORLDS.map((world) => ({
  id: world.id,
  title: `${world.id}. ${world.name}`,
  blurb: world.blurb,
  levels: LEVELS.filter((level) => level.world === world.id),
}));

export interface LevelMapDialogProps {
  open: boolean;
  onClose: () => void;
  stars: Stars;
  current: string | null;
  dailyDone: boolean;
  streak: number;
  onDaily: () => void;
  onLevel: (level: string) => void;
}

/** The worlds of figures on the kit's level map, with the daily figure first. */
export function LevelMapDialog({ dailyDone, streak, onDaily, ...map }: LevelMapDialogProps) {
  return <KitLevelMapDialog {...map} groups={GROUPS} daily={{ label: 'Daily figure', done: dailyDone, streak, onOpen: onDaily }} levelName={(_world, level) => levelLabel(level.value)} />;
}
