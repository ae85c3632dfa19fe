import type { DealtWord } from './deal';
import { giveUp, hint, nextWord, startRound, submit, typeLetter, type Round } from './round';
import { shareGrid } from './share';

const dealt: DealtWord[] = ['cart', 'lamp', 'dog'].map((answer) => ({ answer, accepted: [answer], scramble: [...answer].reverse().join('') }));

describe('the share line', () => {
  it('shows one square per word and no letters', () => {
    let round: Round = startRound(dealt, { seed: 's', mode: 'daily', level: 'easy', timed: false, date: '2026-01-01' });
    round = nextWord(submit([...'cart'].reduce(typeLetter, round), null).round);
    round = nextWord(submit([...'amp'].reduce(typeLetter, hint(round)), null).round);
    round = giveUp(round, 'skipped');
    expect(shareGrid(round)).toBe('🟩🟨⬛');
  });
});
