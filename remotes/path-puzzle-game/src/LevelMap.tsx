import { LevelMapDialog as KitLevelMapDialog, type LevelMapGroup } from '@games/shared/game-kit/levels/LevelMap';
import { LEVELS, PACKS } from './logic/levels';
import type { GameLevelMapProps } from '@games/shared/game-kit/levels/LevelMapPanel';

/** What is new in each pack (by pack id), said under its title on the map. */
const BLURBS: Readonly<Record<string, string>> = {
  p5: 'First flows',
  p6: 'A little more room',
  p7: 'Longer pipes',
  p8: 'Bigger boards',
  w7: 'Walls: pipes may not cross the thick lines',
  b7: 'Bridges: two pipes cross, one over, one under',
  p9: 'Many colours',
  w9: 'Walls and long pipes',
  b9: 'Bridges and long pipes',
  p10: 'Large boards',
  w10: 'Large boards with walls',
  b10: 'Large boards with bridges',
  p12: 'The largest boards',
};

// The packs of numbered levels on the kit's level map, with the daily board first.
const GROUPS: LevelMapGroup[] = PACKS.map((pack) => ({ id: pack.id, title: pack.label, blurb: BLURBS[pack.id], levels: LEVELS.filter((level) => level.pack.id === pack.id) }));

export function LevelMapDialog({ dailyDone, streak, onDaily, ...map }: GameLevelMapProps) {
  return <KitLevelMapDialog {...map} groups={GROUPS} daily={{ label: 'Daily puzzle', done: dailyDone, streak, onOpen: onDaily }} />;
}
