import { createRandom } from '@games/shared/game-kit/random';
import type { DealtWord } from './deal';
import { HINT_COST } from './levels';
import { roundLabel } from './label';
import { backspace, canHint, clearEntry, currentWord, entryOf, giveUp, hint, isRound, nextWord, placeTile, removeAt, shuffleTiles, startRound, submit, typeLetter, type Round } from './round';

const dealt: DealtWord[] = [
  { answer: 'listen', accepted: ['listen', 'enlist', 'silent', 'tinsel'], scramble: 'tnslie' },
  { answer: 'cart', accepted: ['cart'], scramble: 'trac' },
];
const fresh = (timed = true): Round => startRound(dealt, { seed: 's', mode: 'unlimited', level: 'medium', timed, date: null });
const typeWord = (round: Round, word: string) => [...word].reduce(typeLetter, round);

describe('a round of word scramble', () => {
  it('places typed letters in order and checks the full row', () => {
    const typed = typeWord(fresh(), 'listen');
    expect(entryOf(currentWord(typed))).toBe('listen');
    const { round, verdict } = submit(typed, 42);
    expect(verdict).toBe('solved');
    expect(currentWord(round).points).toBe(60 + 42);
    expect(round.score).toBe(102);
    expect(round.run).toBe(1);
  });

  it('accepts any valid arrangement of the letters', () => {
    const { round, verdict } = submit(typeWord(fresh(false), 'silent'), 30);
    expect(verdict).toBe('solved');
    expect(currentWord(round).solvedAs).toBe('silent');
    // Relaxed: no time bonus.
    expect(round.score).toBe(60);
  });

  it('clears a wrong word and counts the miss; an incomplete row is not checked', () => {
    expect(submit(typeWord(fresh(), 'lis'), 10).verdict).toBe('incomplete');
    const { round, verdict } = submit(typeWord(fresh(), 'tinsle'), 10);
    expect(verdict).toBe('wrong');
    expect(currentWord(round).slots.every((slot) => slot === null)).toBe(true);
    expect(currentWord(round).misses).toBe(1);
  });

  it('ignores letters that are not free and taps of used tiles', () => {
    const once = typeLetter(fresh(), 'l');
    expect(typeLetter(typeWord(fresh(), 'listen'), 'x')).toEqual(typeWord(fresh(), 'listen'));
    const id = currentWord(once).slots[0]!;
    expect(placeTile(once, id)).toBe(once);
    expect(typeLetter(once, 'z')).toBe(once);
  });

  it('Backspace and a tap on a place give letters back; Clear gives all back', () => {
    const typed = typeWord(fresh(), 'lis');
    expect(entryOf(currentWord(backspace(typed)))).toBe('li');
    const removed = removeAt(typed, 0);
    expect(currentWord(removed).slots[0]).toBeNull();
    expect(entryOf(currentWord(typeLetter(removed, 'l')))).toBe('lis');
    expect(currentWord(clearEntry(typed)).slots.every((slot) => slot === null)).toBe(true);
  });

  it('reveals letters in place with hints that cost points and stay put', () => {
    let round = typeWord(fresh(), 'tin');
    round = hint(round);
    let word = currentWord(round);
    expect(word.hinted).toEqual([0]);
    expect(entryOf(word)).toBe('l');
    round = hint(round);
    word = currentWord(round);
    expect(entryOf(word)).toBe('li');
    expect(backspace(round)).toBe(round);
    round = typeWord(round, 'sten');
    const solved = submit(round, 0).round;
    expect(currentWord(solved).points).toBe(60 - 2 * HINT_COST);
    // Never the whole word.
    let many = fresh();
    for (let i = 0; i < 10; i++) many = hint(many);
    expect(currentWord(many).hinted).toHaveLength(5);
    expect(canHint(many)).toBe(false);
  });

  it('shuffles the shown order only', () => {
    const round = typeLetter(fresh(), 'l');
    const shuffled = shuffleTiles(round, createRandom(1));
    expect(currentWord(shuffled).slots).toEqual(currentWord(round).slots);
    expect(currentWord(shuffled).order).not.toEqual(currentWord(round).order);
  });

  it('skips and times out with no points, ending the run, then moves on and ends', () => {
    let round = submit(typeWord(fresh(), 'listen'), 0).round;
    expect(round.run).toBe(1);
    round = nextWord(round);
    expect(round.index).toBe(1);
    expect(nextWord(round)).toBe(round);
    round = giveUp(round, 'timeout');
    expect(currentWord(round).status).toBe('timeout');
    expect(entryOf(currentWord(round))).toBe('cart');
    expect(round.run).toBe(0);
    expect(round.bestRun).toBe(1);
    expect(typeLetter(round, 'c')).toBe(round);
    round = nextWord(round);
    expect(round.over).toBe(true);
    expect(round.score).toBe(60);
  });

  it('keeps a saved round and discards a damaged one', () => {
    const round = typeWord(fresh(), 'lis');
    expect(isRound(JSON.parse(JSON.stringify(round)))).toBe(true);
    expect(isRound(null)).toBe(false);
    expect(isRound({ ...round, index: 5 })).toBe(false);
    expect(isRound({ ...round, words: [{ ...round.words[0], scramble: 'zzzzzz' }] })).toBe(false);
    expect(isRound({ ...round, words: [{ ...round.words[0], slots: [0, 0, null, null, null, null] }] })).toBe(false);
  });

  it('keeps a themed pack’s round with its pack, and refuses a pack on other rounds', () => {
    const themed = startRound(dealt, { seed: 's', mode: 'theme', level: 'easy', timed: false, date: null, pack: 'animals' });
    expect(isRound(JSON.parse(JSON.stringify(themed)))).toBe(true);
    expect(roundLabel(themed)).toBe('Animals pack');
    expect(isRound({ ...themed, pack: 'monsters' })).toBe(false);
    expect(isRound({ ...themed, pack: undefined })).toBe(false);
    expect(isRound({ ...fresh(), pack: 'animals' })).toBe(false);
    expect(roundLabel(fresh())).toBe('Medium · 5–6 letters');
  });
});
