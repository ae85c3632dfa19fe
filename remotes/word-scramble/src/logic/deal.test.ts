import { createRandom } from '@games/shared/game-kit/random';
import type { PackData, ScrambleData } from './data';
import { dealPackRound, dealRound, roundLengths, scrambleOf } from './deal';

const data: ScrambleData = {
  v: 1,
  words: {
    4: ['cart', 'lamp', 'star arts rats tars tsar', 'stop opts post pots spot tops'],
    5: ['apple', 'house', 'night thing'],
    6: ['listen enlist silent tinsel', 'garden danger gander ranged'],
    7: ['kitchen', 'picture'],
    8: ['elephant', 'mountain'],
  },
};

describe('dealing', () => {
  it('never deals a scramble that is the word or another valid word', () => {
    const random = createRandom('scramble');
    for (let i = 0; i < 200; i++) {
      const entry = { answer: 'stop', accepted: ['stop', 'opts', 'post', 'pots', 'spot', 'tops'] };
      const scramble = scrambleOf(entry, random);
      expect(entry.accepted).not.toContain(scramble);
      expect([...scramble].sort().join('')).toBe('opst');
    }
  });

  it('spreads a round of ten over the level lengths, shortest first; the daily is one of each length', () => {
    expect(roundLengths('unlimited', 'easy')).toEqual([4, 4, 4, 4, 4, 5, 5, 5, 5, 5]);
    expect(roundLengths('unlimited', 'hard')).toEqual([7, 7, 7, 7, 7, 8, 8, 8, 8, 8]);
    expect(roundLengths('daily', 'hard')).toEqual([4, 5, 6, 7, 8]);
  });

  it('deals the same words for the same seed, different ones for another, without repeats', () => {
    const a = dealRound(data, 'x', 'daily', 'easy');
    expect(dealRound(data, 'x', 'daily', 'easy')).toEqual(a);
    expect(a.map((w) => w.answer.length)).toEqual([4, 5, 6, 7, 8]);
    const seen = new Set<string>();
    for (let s = 0; s < 20; s++) seen.add(dealRound(data, `s${s}`, 'daily', 'easy')[0].answer);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('deals a themed pack’s round: ten different words, shortest first, the same for the same seed', () => {
    const pack: PackData = {
      v: 1,
      pack: 'animals',
      words: ['ant nat tan', 'bat tab', 'bear bare', 'cat act', 'cow', 'dog god', 'duck', 'fish', 'frog', 'goat toga', 'horse shore', 'lion loin', 'mouse', 'sheep'],
      defs: {},
    };
    const words = dealPackRound(pack, 'x');
    expect(dealPackRound(pack, 'x')).toEqual(words);
    expect(words).toHaveLength(10);
    expect(new Set(words.map((w) => w.answer)).size).toBe(10);
    const lengths = words.map((w) => w.answer.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    for (const word of words) expect(word.accepted).not.toContain(word.scramble);
    expect(dealPackRound(pack, 'y').map((w) => w.answer)).not.toEqual(words.map((w) => w.answer));
  });
});
