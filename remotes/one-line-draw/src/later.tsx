import { LevelMapDialog as KitLevelMapDialog, type LevelMapGroup } from '@games/shared/game-kit/levels/LevelMap';
import { LEVELS, levelLabel, WORLDS } from './logic/levels';
import type { GameLevelMapProps } from '@games/shared/game-kit/levels/LevelMapPanel';

// Loaded after the first paint or when first asked for: the level map in its dialog, and the help text.
export { HowToPlay } from './HowToPlay';

const GROUPS: LevelMapGroup[] = WORLDS.map((world) => ({
  id: world.id,
  title: `${world.id}. ${world.name}`,
  blurb: world.blurb,
  levels: LEVELS.filter((level) => level.world === world.id),
}));

/** The worlds of figures on the kit's level map, with the daily figure first. */
export function LevelMapDialog({ dailyDone, streak, onDaily, ...map }: GameLevelMapProps) {
  return <KitLevelMapDialog {...map} groups={GROUPS} daily={{ label: 'Daily figure', done: dailyDone, streak, onOpen: onDaily }} levelName={(_world, level) => levelLabel(level.value)} />;
}
