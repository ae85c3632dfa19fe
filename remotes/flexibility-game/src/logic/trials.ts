// Trial lists: seeded and balanced. In every block of BLOCK trials the share of switches is exactly the
// level's switch rate (rounded) and half the trials are congruent (pointing and moving the same way). Pure.
import { createRandom } from '@games/shared/game-kit/random';
import type { LevelConfig } from './levels';
import type { Direction, Rule, Stimulus } from './rules';

export type TrialKind = 'first' | 'repeat' | 'switch';

export interface Trial extends Stimulus {
  /** Whether the rule changed from the trial before ('first' for the first trial). */
  kind: TrialKind;
  congruent: boolean;
}

export const BLOCK = 20;
/** More trials than anyone answers in a minute (at 0.2 s each). */
export const SESSION_TRIALS = 300;

const DIRECTIONS: readonly Direction[] = ['left', 'right'];

/** The scored session's trials for a seed and level. */
export function sessionTrials(seed: string, config: Pick<LevelConfig, 'rules' | 'switchRate'>, count = SESSION_TRIALS): Trial[] {
  const random = createRandom(`${seed}:session`);
  const trials: Trial[] = [];
  let rule: Rule = random.pick(config.rules);
  for (let start = 0; start < count; start += BLOCK) {
    const switches = Math.round(BLOCK * config.switchRate);
    const switchFlags = random.shuffle(Array.from({ length: BLOCK }, (_, i) => i < switches));
    const congruentFlags = random.shuffle(Array.from({ length: BLOCK }, (_, i) => i < BLOCK / 2));
    for (let i = 0; i < BLOCK && start + i < count; i++) {
      const index = start + i;
      let kind: TrialKind = 'repeat';
      if (index === 0) kind = 'first';
      else if (switchFlags[i]) {
        rule = random.pick(config.rules.filter((r) => r !== rule));
        kind = 'switch';
      }
      const point = random.pick(DIRECTIONS);
      const congruent = congruentFlags[i];
      trials.push({ rule, point, move: congruent ? point : point === 'left' ? 'right' : 'left', kind, congruent });
    }
  }
  return trials;
}

/** A practice round: `count` trials of one rule, half congruent, shuffled. */
export function practiceTrials(seed: string, rule: Rule, count = 6): Trial[] {
  const random = createRandom(`${seed}:practice:${rule}`);
  const congruentFlags = random.shuffle(Array.from({ length: count }, (_, i) => i < count / 2));
  return congruentFlags.map((congruent, index) => {
    const point = random.pick(DIRECTIONS);
    return { rule, point, move: congruent ? point : point === 'left' ? 'right' : 'left', kind: index === 0 ? 'first' : 'repeat', congruent };
  });
}
