import { createRandom } from '@games/shared/game-kit/random';
import { BASE_FALL_SPEED, WORLD_WIDTH } from './config';
import { bombChanceAt, speedFactorAt, spawnIntervalAt } from './difficulty';
import { POWER_UPS, RADIUS, type Item, type ItemKind } from './items';

export const GOLD_CHANCE = 0.08;
export const POWER_UP_CHANCE = 0.05;

export interface Spawn {
  item: Item;
  /** Ms until the next spawn. */
  nextInMs: number;
}

/**
 * The `index`-th spawn of the run seeded `seed`. Each spawn draws from its own seeded source,
 * so a run is reproducible from its seed and the state stays plain data.
 */
export function spawnItem(seed: string, index: number, timeMs: number, id: number): Spawn {
  const random = createRandom(`${seed}#${index}`);
  const roll = random.next();
  const bombChance = bombChanceAt(timeMs);
  let kind: ItemKind;
  if (roll < POWER_UP_CHANCE) kind = random.pick(POWER_UPS);
  else if (roll < POWER_UP_CHANCE + GOLD_CHANCE) kind = 'gold';
  else if (roll < POWER_UP_CHANCE + GOLD_CHANCE + bombChance) kind = 'bomb';
  else kind = 'star';
  const r = RADIUS[kind];
  const margin = r + 6;
  const x = margin + random.next() * (WORLD_WIDTH - 2 * margin);
  const y = -r;
  // Gold falls a little faster (it is worth chasing), power-ups a little slower.
  const kindSpeed = kind === 'gold' ? 1.15 : kind === 'star' || kind === 'bomb' ? 1 : 0.85;
  const vy = BASE_FALL_SPEED * speedFactorAt(timeMs) * kindSpeed * (0.85 + random.next() * 0.3);
  const nextInMs = spawnIntervalAt(timeMs) * (0.65 + random.next() * 0.7);
  return { item: { id, kind, x, y, px: x, py: y, vy, r, phase: random.next() * Math.PI * 2 }, nextInMs };
}
