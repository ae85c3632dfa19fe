/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { createRandom } from '@games/shared/game-kit/random';
import { staleBuiltFiles } from '@games/shared/word-data/assets';
import { wordTier } from '@games/shared/word-data/sources';
import { isOffensive } from '@games/shared/word-data/policy';
import { loadWordNet } from '@games/shared/word-data/wordnet';
import { isPoolFile, LEVELS, RELATIONS, type PoolFile } from '../src/logic/pool';
import { pick, startRound, visibleOf, type Round } from '../src/logic/round';
import { buildData, LEVEL_TIERS, poolPath, relationTest } from './build-data';

const remoteDir = path.resolve(__dirname, '..');
const read = (relation: string) => JSON.parse(fs.readFileSync(path.join(remoteDir, poolPath(relation as never)), 'utf8')) as PoolFile;

describe('word-match data', () => {
  it('is what the pipeline builds (run npm run word-data -- word-match)', () => {
    expect(staleBuiltFiles(remoteDir, buildData())).toEqual([]);
  }, 300_000);

  it.each(RELATIONS)('%s: valid pools of common, non-profane words in their level’s tiers', (relation) => {
    const file = read(relation);
    expect(isPoolFile(file)).toBe(true);
    for (const level of LEVELS) {
      const { pairs } = file.levels[level];
      expect(pairs.length).toBeGreaterThanOrEqual(100);
      for (const [word, partner] of pairs) {
        expect(LEVEL_TIERS[level]).toContain(wordTier(word));
        expect(isOffensive(word)).toBe(false);
        if (relation === 'definitions') expect(partner.split(/[^a-z]+/i).some((w) => w && isOffensive(w))).toBe(false);
        else {
          expect(wordTier(partner)).toBeLessThanOrEqual(50);
          expect(isOffensive(partner)).toBe(false);
        }
      }
    }
  });

  it.each(RELATIONS)('%s: every visible word has exactly one valid partner in view, by WordNet, over 50 seeds per level', (relation) => {
    const wordnet = loadWordNet();
    const related = relationTest(relation, wordnet);
    const file = read(relation);
    for (const level of LEVELS) {
      const pool = file.levels[level];
      const check = (round: Round) => {
        const lefts = visibleOf(round, 'left').map(([, pair]) => pool.pairs[pair][0]);
        const rights = visibleOf(round, 'right').map(([, pair]) => pool.pairs[pair][1]);
        for (const word of lefts) expect([word, rights.filter((r) => related(word, r))]).toEqual([word, [expect.any(String)]]);
        for (const partner of rights) expect([partner, lefts.filter((l) => related(l, partner))]).toEqual([partner, [expect.any(String)]]);
        // No word shown twice.
        expect(new Set([...lefts, ...rights]).size).toBe(lefts.length + rights.length);
      };
      for (let s = 0; s < 50; s++) {
        const random = createRandom(`test:${relation}:${level}:${s}`);
        let round = startRound(pool, { relation, level, hardcore: false, seed: `seed-${s}` });
        check(round);
        while (!round.over) {
          const [leftSlot, pair] = random.pick(visibleOf(round, 'left'));
          round = pick(pool, round, 'left', leftSlot).round;
          if (random.next() < 0.2) {
            // A wrong try now and then: nothing visible changes.
            const wrong = visibleOf(round, 'right').find(([, p]) => p !== pair);
            if (wrong) round = pick(pool, round, 'right', wrong[0]).round;
            continue;
          }
          round = pick(pool, round, 'right', round.right.indexOf(pair)).round;
          check(round);
        }
        expect(round.matched).toHaveLength(20);
      }
    }
  }, 300_000);
});
