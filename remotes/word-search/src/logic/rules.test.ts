import { isSavedSession, playMove, startSession, takeHint } from '@games/shared/game-kit/puzzle/session';
import { placementCells } from './cells';
import { generatePuzzle } from './generate';
import { describeVerdict, judgeSelection, wordSearchRules } from './rules';
import type { Theme } from './themes';

const theme: Theme = {
  id: 'animals',
  name: 'Animals',
  words: ['TIGER', 'ZEBRA', 'HORSE', 'MOUSE', 'RABBIT', 'CAMEL', 'OTTER', 'SNAKE', 'EAGLE', 'SHEEP', 'GOOSE', 'TURTLE'],
};
const puzzle = generatePuzzle({ theme, difficulty: 'easy', seed: 'rules' });
const fresh = () => startSession(wordSearchRules, puzzle, { mode: 'unlimited', level: 'easy', seed: 'rules' });

describe('word search rules in the puzzle session', () => {
  it('finds every word by its line and wins with the last', () => {
    let session = fresh();
    for (const placement of puzzle.placements) session = playMove(wordSearchRules, session, placementCells(placement)).session;
    expect(session.status).toBe('won');
    expect(session.history.present.map((f) => f.word).sort()).toEqual(puzzle.placements.map((p) => p.word).sort());
  });

  it('gives each found word the next colour and ignores a word found again', () => {
    const [first, second] = puzzle.placements;
    let session = playMove(wordSearchRules, fresh(), placementCells(first)).session;
    const again = playMove(wordSearchRules, session, placementCells(first));
    expect(again.session).toBe(session);
    expect(judgeSelection(puzzle, session.history.present, placementCells(first))).toEqual({ kind: 'again', word: first.word });
    session = playMove(wordSearchRules, session, placementCells(second)).session;
    expect(session.history.present.map((f) => f.colour)).toEqual([0, 1]);
  });

  it('says why a line is not a word: a miss, or a word read against the allowed directions', () => {
    const [first] = puzzle.placements;
    const backwards = placementCells(first).reverse();
    const verdict = judgeSelection(puzzle, [], backwards);
    expect(verdict.kind).toBe('wrong-way');
    expect(describeVerdict(verdict, puzzle, 0)).toMatch(/do not run that way/);
    const miss = judgeSelection(puzzle, [], [{ row: 0, col: 0 }, { row: 0, col: 1 }]);
    expect(['miss', 'found']).toContain(miss.kind);
  });

  it('hints the first letter of the first hidden word without finding it', () => {
    const step = takeHint(wordSearchRules, fresh());
    const [first] = puzzle.placements;
    expect(step.events[0]).toMatchObject({ type: 'hint', cells: [first.row * puzzle.rows.length + first.col] });
    expect(step.session.history.present).toEqual([]);
    expect(step.session.hints).toBe(1);
  });

  it('accepts its own saves and rejects words that are not in the puzzle', () => {
    const session = playMove(wordSearchRules, fresh(), placementCells(puzzle.placements[0])).session;
    expect(isSavedSession(wordSearchRules, ['easy'], JSON.parse(JSON.stringify(session)))).toBe(true);
    const edited = { ...session, history: { ...session.history, present: [{ word: 'NOPE', colour: 0 }] } };
    expect(isSavedSession(wordSearchRules, ['easy'], edited)).toBe(false);
  });
});
