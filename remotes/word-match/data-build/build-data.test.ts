/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { createRandom } from '@games/shared/game-kit/random';
import { staleBuiltFiles } from '@games/shared/word-data/assets';
import { answerReason, isOffensive } from '@games/shared/word-data/policy';
import { wordTier } from '@games/shared/word-data/sources';
import { loadWordNet } from '@games/shared/word-data/wordnet';
import { isPoolFile, LEVELS, RELATIONS, type PoolFile } from '../src/logic/pool';
import { pick, startRound, visibleOf, type Round } from '../src/logic/round';
import { buildData, LEVEL_TIERS, MAX_TIER, MIN_PAIRS_PER_LEVEL, poolPath, relationTest } from './build-data';
import { readReviewed } from './reviewed';

const remoteDir = path.resolve(__dirname, '..');
const read = (relation: string) => JSON.parse(fs.readFileSync(path.join(remoteDir, poolPath(relation as never)), 'utf8')) as PoolFile;

describe('word-match data', () => {
  it('is what the pipeline builds (run npm run word-data -- word-match)', () => {
    expect(staleBuiltFiles(remoteDir, buildData())).toEqual([]);
  }, 300_000);

  it.each(RELATIONS)('%s: ships the kept pairs of the reviewed list and nothing else', (relation) => {
    const file = read(relation);
    const reviewed = readReviewed(relation);
    // Every drafted pair was read: none is left unmarked.
    expect(reviewed.filter((pair) => pair.verdict === '?')).toEqual([]);
    const kept = new Set(reviewed.filter((pair) => pair.verdict === 'keep').map((pair) => `${pair.level}|${pair.word}|${pair.partner}`));
    const dropped = reviewed.filter((pair) => pair.verdict === 'drop');
    for (const level of LEVELS) {
      for (const [word, partner] of file.levels[level].pairs) expect(kept.has(`${level}|${word}|${partner}`)).toBe(true);
      for (const pair of dropped) expect(file.levels[level].pairs.some(([word, partner]) => word === pair.word && partner === pair.partner)).toBe(false);
      expect(file.levels[level].pairs).toHaveLength(reviewed.filter((pair) => pair.verdict === 'keep' && pair.level === level).length);
    }
  });

  it.each(RELATIONS)('%s: at least 120 pairs per level, every word an answer under the policy, in its level’s tiers', (relation) => {
    const file = read(relation);
    expect(isPoolFile(file)).toBe(true);
    for (const level of LEVELS) {
      const { pairs } = file.levels[level];
      expect(pairs.length).toBeGreaterThanOrEqual(MIN_PAIRS_PER_LEVEL);
      for (const [word, partner] of pairs) {
        expect([word, answerReason(word, MAX_TIER)]).toEqual([word, null]);
        if (relation === 'definitions') {
          expect([partner, partner.toLowerCase().split(/[^a-z]+/).filter((w) => w && isOffensive(w))]).toEqual([partner, []]);
          expect(LEVEL_TIERS[level]).toContain(wordTier(word));
        } else {
          expect([partner, answerReason(partner, MAX_TIER)]).toEqual([partner, null]);
          const tier = relation === 'antonyms' ? Math.max(wordTier(word)!, wordTier(partner)!) : wordTier(word);
          expect(LEVEL_TIERS[level]).toContain(tier);
        }
      }
    }
  });

  it('ships none of the pairs issue 28 found disputed', () => {
    const shipped = RELATIONS.flatMap((relation) => LEVELS.flatMap((level) => read(relation).levels[level].pairs.map(([a, b]) => `${a}|${b}`)));
    for (const pair of ['rehabilitate|purge', 'purge|rehabilitate', 'biennial|perennial', 'stifle|stimulate', 'terrestrial|amphibious', 'zillion|million', 'ride|sit', 'sweetie|steady', 'potbelly|corporation', 'apprehend|comprehend']) {
      expect(shipped).not.toContain(pair);
    }
    expect(shipped.some((pair) => pair.startsWith('inebriate|') || pair.startsWith('decided|'))).toBe(false);
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
