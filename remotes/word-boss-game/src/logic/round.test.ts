import { createRandom } from '@games/shared/game-kit/random';
import type { DealtBoard } from './deal';
import { backspace, clearEntry, endRound, entryWord, isBossGame, missedWords, nextRound, pickTile, qualified, recallLast, shuffleTiles, startGame, submit, totalScore, trimEntry, typeLetter, type BossGame } from './round';
import { ALL_FOUND_BONUS } from './scoring';

const board: DealtBoard = { seed: 'garden', slots: ['age', 'den', 'end', 'ran', 'read', 'range', 'garden', 'danger'], bonus: ['dag', 'gander'], order: [5, 4, 3, 2, 1, 0], bucket: 3 };
const other: DealtBoard = { ...board, seed: 'danger', order: [0, 1, 2, 3, 4, 5], bucket: 1 };
const fresh = (mode: 'daily' | 'unlimited' = 'unlimited'): BossGame => startGame(board, { seed: 's', mode, level: 'six', timed: true, date: mode === 'daily' ? '2026-01-01' : null });
const typeWord = (game: BossGame, word: string) => [...word].reduce(typeLetter, game);
const play = (game: BossGame, word: string) => submit(typeWord(game, word));

describe('a game of word boss', () => {
  it('types letters onto free tiles, each tile once', () => {
    const game = typeWord(fresh(), 'read');
    expect(entryWord(game.round)).toBe('read');
    expect(typeLetter(typeWord(fresh(), 'a'), 'a')).toEqual(typeWord(fresh(), 'a'));
    expect(entryWord(backspace(game).round)).toBe('rea');
    expect(entryWord(trimEntry(game, 1).round)).toBe('r');
    expect(clearEntry(game).round.entry).toEqual([]);
    expect(pickTile(fresh(), 2).round.entry).toEqual([2]);
  });

  it('scores slot words by length and bonus words too; repeats and unknown words score nothing', () => {
    let result = play(fresh(), 'read');
    expect(result.verdict).toBe('found');
    expect(result.game.round.score).toBe(60);
    expect(result.game.round.entry).toEqual([]);
    result = play(result.game, 'read');
    expect(result.verdict).toBe('already');
    result = play(result.game, 'dag');
    expect(result.verdict).toBe('bonus');
    expect(result.game.round.score).toBe(90);
    result = play(result.game, 'nag');
    expect(result.verdict).toBe('unknown');
    expect(play(result.game, 'an').verdict).toBe('short');
    expect(result.game.round.lastWord).toBe('nag');
    expect(entryWord(recallLast(result.game).round)).toBe('nag');
  });

  it('goes on after a word with every letter, and is over without one', () => {
    const withFull = play(fresh(), 'danger').game;
    expect(withFull.round.score).toBe(200);
    expect(qualified(withFull.round)).toBe(true);
    const ended = endRound(withFull);
    expect(ended.round.ended).toBe(true);
    expect(ended.over).toBe(false);
    expect(missedWords(ended.round)).toEqual(['age', 'den', 'end', 'ran', 'read', 'range', 'garden']);
    const second = nextRound(ended, other);
    expect(second.roundNo).toBe(2);
    expect(second.banked).toBe(200);
    expect(second.round.seed).toBe('danger');
    expect(totalScore(second)).toBe(200);

    const without = endRound(play(fresh(), 'read').game);
    expect(without.over).toBe(true);
    expect(nextRound(without, other)).toBe(without);
    // A bonus word with every letter counts as well.
    expect(endRound(play(fresh(), 'gander').game).over).toBe(false);
    // The daily is one round.
    expect(endRound(play(fresh('daily'), 'danger').game).over).toBe(true);
  });

  it('ends the round with a bonus when every slot is found', () => {
    let game = fresh();
    for (const word of board.slots) game = play(game, word).game;
    expect(game.round.ended).toBe(true);
    expect(game.round.score).toBe(30 * 4 + 60 + 100 + 200 * 2 + ALL_FOUND_BONUS.six);
    expect(typeLetter(game, 'a')).toBe(game);
  });

  it('shuffles only the order the tiles show in', () => {
    const game = typeLetter(fresh(), 'g');
    const shuffled = shuffleTiles(game, createRandom(2));
    expect(shuffled.round.entry).toEqual(game.round.entry);
    expect(shuffled.round.order).not.toEqual(game.round.order);
  });

  it('keeps a saved game and discards a damaged one', () => {
    const game = play(fresh(), 'read').game;
    expect(isBossGame(JSON.parse(JSON.stringify(game)))).toBe(true);
    expect(isBossGame({ ...game, roundNo: 0 })).toBe(false);
    expect(isBossGame({ ...game, round: { ...game.round, found: ['zzz'] } })).toBe(false);
    expect(isBossGame({ ...game, round: { ...game.round, order: [0, 0, 1, 2, 3, 4] } })).toBe(false);
    expect(isBossGame('garbage')).toBe(false);
  });
});
