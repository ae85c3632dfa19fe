import { loadTestLexicon } from '../test-support/lexicon';
import { selfPlay } from '../test-support/selfplay';
import { EMPTY_BOARD } from './board';
import { answer, bestMove, chooseTurn, EASY_MAX_LENGTH } from './engine';
import { generateMoves } from './movegen';

const lexicon = loadTestLexicon();

describe('engine', () => {
  const rack = 'AERTSNQ';

  test('hard plays the best-scoring move; the hint is that move', () => {
    const best = Math.max(...generateMoves(lexicon.dawg, EMPTY_BOARD, rack).map((m) => m.score));
    const turn = chooseTurn(lexicon, { kind: 'move', board: EMPTY_BOARD, rack, level: 'hard', seed: 'x', bagCount: 86 });
    expect(turn.kind === 'play' && turn.move.score).toBe(best);
    expect(bestMove(lexicon, EMPTY_BOARD, rack)?.score).toBe(best);
  });

  test('easy plays short common words', () => {
    for (let i = 0; i < 10; i++) {
      const turn = chooseTurn(lexicon, { kind: 'move', board: EMPTY_BOARD, rack, level: 'easy', seed: `e${i}`, bagCount: 86 });
      expect(turn.kind).toBe('play');
      if (turn.kind !== 'play') continue;
      expect(turn.move.word.length).toBeLessThanOrEqual(EASY_MAX_LENGTH);
      expect(lexicon.common.has(turn.move.word.toLowerCase())).toBe(true);
    }
  });

  test('no play: exchange with a full bag, else pass', () => {
    expect(chooseTurn(lexicon, { kind: 'move', board: EMPTY_BOARD, rack: 'QQQQQQQ', level: 'hard', seed: 'x', bagCount: 50 })).toEqual({ kind: 'exchange', tiles: 'QQQQQQQ' });
    expect(chooseTurn(lexicon, { kind: 'move', board: EMPTY_BOARD, rack: 'Q', level: 'hard', seed: 'x', bagCount: 3 })).toEqual({ kind: 'pass' });
  });

  test('never plays nor suggests a family-unfit word, which a player may still play', () => {
    // MURDERS is the rack's only bingo and its best play by far; the dictionary marks it unfit.
    const unfitRack = 'MURDERS';
    expect(lexicon.unfit.has('murders')).toBe(true);
    expect(generateMoves(lexicon.dawg, EMPTY_BOARD, unfitRack).some((m) => m.word === 'MURDERS')).toBe(true);
    for (const level of ['easy', 'medium', 'hard'] as const) {
      for (let i = 0; i < 5; i++) {
        const turn = chooseTurn(lexicon, { kind: 'move', board: EMPTY_BOARD, rack: unfitRack, level, seed: `u${i}`, bagCount: 86 });
        expect(turn.kind).toBe('play');
        if (turn.kind === 'play') expect([turn.move.word, lexicon.unfit.has(turn.move.word.toLowerCase())]).toEqual([turn.move.word, false]);
      }
    }
    const hint = bestMove(lexicon, EMPTY_BOARD, unfitRack);
    expect(hint && lexicon.unfit.has(hint.word.toLowerCase())).toBe(false);
    expect(answer(lexicon, { kind: 'check', words: ['MURDERS'] })).toEqual({ kind: 'check', invalid: [] });
  });

  test('word checks', () => {
    expect(answer(lexicon, { kind: 'check', words: ['CAT', 'QXZ'] })).toEqual({ kind: 'check', invalid: ['QXZ'] });
  });

  test('level strength: hard beats easy in every one of 6 seeded games', () => {
    const margins: number[] = [];
    for (let g = 0; g < 6; g++) {
      const hardFirst = g % 2 === 0;
      const end = selfPlay(lexicon, `strength-${g}`, hardFirst ? 'hard' : 'easy', hardFirst ? 'easy' : 'hard');
      const hard = hardFirst ? end.scores.you : end.scores.computer;
      const easy = hardFirst ? end.scores.computer : end.scores.you;
      margins.push(hard - easy);
    }
    expect(margins.every((m) => m > 0)).toBe(true);
  });
});
