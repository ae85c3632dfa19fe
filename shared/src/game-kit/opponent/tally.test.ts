import { addResult, isTallies, NO_GAMES, tallyLines, tallyOf, type Tallies } from './tally';

describe('tally', () => {
  it('adds a win, a loss and a draw at one level and leaves the others alone', () => {
    let t: Tallies = {};
    t = addResult(t, 'easy', 'win');
    t = addResult(t, 'easy', 'loss');
    t = addResult(t, 'easy', 'draw');
    t = addResult(t, 'easy', 'win');
    t = addResult(t, 'hard', 'loss');
    expect(tallyOf(t, 'easy')).toEqual({ wins: 2, losses: 1, draws: 1 });
    expect(tallyOf(t, 'hard')).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(tallyOf(t, 'medium')).toEqual(NO_GAMES);
    expect(tallyOf(t, 'constructor')).toEqual(NO_GAMES);
    expect(isTallies(t)).toBe(true);
  });

  it('does not change the tallies it was given', () => {
    const t: Tallies = { easy: { wins: 1, losses: 0, draws: 0 } };
    addResult(t, 'easy', 'win');
    expect(t.easy.wins).toBe(1);
  });

  it('names the three lines after the level', () => {
    expect(tallyLines({ wins: 3, losses: 1, draws: 0 }, 'Easy')).toEqual([
      { label: 'Wins vs Easy', value: 3 },
      { label: 'Losses vs Easy', value: 1 },
      { label: 'Draws vs Easy', value: 0 },
    ]);
  });

  it('rejects what is not a tally', () => {
    expect(isTallies(null)).toBe(false);
    expect(isTallies([])).toBe(false);
    expect(isTallies({ easy: { wins: -1, losses: 0, draws: 0 } })).toBe(false);
    expect(isTallies({ easy: { wins: 1.5, losses: 0, draws: 0 } })).toBe(false);
    expect(isTallies({ easy: { won: 1, lost: 0, drawn: 0 } })).toBe(false);
  });
});
