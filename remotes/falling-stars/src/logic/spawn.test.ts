import { WORLD_WIDTH } from './config';
import { spawnItem } from './spawn';

describe('spawnItem', () => {
  it('is reproducible from the seed and the index', () => {
    expect(spawnItem('abc', 3, 1000, 7)).toEqual(spawnItem('abc', 3, 1000, 7));
    expect(spawnItem('abc', 3, 1000, 7)).not.toEqual(spawnItem('abd', 3, 1000, 7));
  });

  it('spawns above the sky, inside the walls, with a mix of kinds', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 2000; i++) {
      const { item, nextInMs } = spawnItem('mix', i, 0, i);
      expect(item.y).toBeLessThan(0);
      expect(item.x - item.r).toBeGreaterThan(0);
      expect(item.x + item.r).toBeLessThan(WORLD_WIDTH);
      expect(nextInMs).toBeGreaterThan(0);
      counts[item.kind] = (counts[item.kind] ?? 0) + 1;
    }
    expect(counts.star).toBeGreaterThan(1200);
    expect(counts.gold).toBeGreaterThan(80);
    expect(counts.bomb).toBeGreaterThan(150);
    for (const kind of ['magnet', 'wide', 'slow', 'shield', 'heart']) expect(counts[kind]).toBeGreaterThan(5);
  });

  it('spawns faster items later in the run', () => {
    let early = 0;
    let late = 0;
    for (let i = 0; i < 200; i++) {
      early += spawnItem('speed', i, 0, i).item.vy;
      late += spawnItem('speed', i, 120_000, i).item.vy;
    }
    expect(late).toBeGreaterThan(early * 1.5);
  });
});
