import { loadTestLexicon } from '../test-support/lexicon';
import { CENTRE, EMPTY_BOARD } from './board';
import { invalidWords } from './lexicon';
import { generateMoves } from './movegen';
import { applyPlacements, checkPlacement } from './placement';
import { newGame } from './game';
import { selfPlay } from '../test-support/selfplay';

const lexicon = loadTestLexicon();

function expectAllLegal(board: string, rack: string) {
  const moves = generateMoves(lexicon.dawg, board, rack);
  const seen = new Set<string>();
  for (const move of moves) {
    const check = checkPlacement(board, move.placements);
    expect(check.ok).toBe(true);
    if (!check.ok) continue;
    expect(check.score).toBe(move.score);
    expect(invalidWords(lexicon, check.words.map((w) => w.word))).toEqual([]);
    const key = JSON.stringify([...move.placements].sort((a, b) => a.square - b.square));
    expect(seen.has(key)).toBe(false);
    seen.add(key);
  }
  return moves;
}

describe('move generator', () => {
  test('first plays all cover the centre and are words', () => {
    const moves = expectAllLegal(EMPTY_BOARD, 'CATSDOG');
    expect(moves.length).toBeGreaterThan(50);
    expect(moves.every((m) => m.placements.some((p) => p.square === CENTRE))).toBe(true);
    expect(moves.some((m) => m.word === 'DOGCATS' || m.word === 'CAT')).toBe(true);
  });

  test('finds hooks, parallel plays and blanks; every play legal and scored as the rules score it', () => {
    let board = applyPlacements(EMPTY_BOARD, [...'QUIET'].map((letter, i) => ({ square: CENTRE - 2 + i, letter })));
    const moves = expectAllLegal(board, 'SE?RNAT');
    expect(moves.some((m) => m.placements.length === 7)).toBe(true);
    expect(moves.some((m) => m.word === 'QUIETS')).toBe(true);
    board = newGame('gen', 'hard').board;
    expect(generateMoves(lexicon.dawg, board, '')).toEqual([]);
  });

  test('over a whole game, each position\'s plays are legal', () => {
    const end = selfPlay(lexicon, 'movegen-check', 'hard', 'medium');
    expect(end.over).not.toBeNull();
    // The final board's plays for a sample rack are all legal too.
    expectAllLegal(end.board, 'AEIRST?');
  });
});
