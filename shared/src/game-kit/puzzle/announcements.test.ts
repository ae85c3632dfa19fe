import { AssetError } from '../data/asset-error';
import { dealFailureWords, eventWords } from './announcements';
import { lostAnnouncement, solvedAnnouncement, solvedWords } from './ending-words';

describe('puzzle announcements', () => {
  it('says the kit’s events, and leaves moves and ends to their own words', () => {
    expect(eventWords({ type: 'hint', reason: 'Cell 2 is 2.', cells: [1] })).toBe('Hint: Cell 2 is 2.');
    expect(eventWords({ type: 'no-hint' })).toBe('No hint: the board has no next step to show.');
    expect(eventWords({ type: 'undone' })).toBe('Undone.');
    expect(eventWords({ type: 'redone' })).toBe('Redone.');
    expect(eventWords({ type: 'cleared' })).toBe('Board cleared.');
    expect(eventWords({ type: 'restarted' })).toBe('Restarted.');
    expect(eventWords({ type: 'deal-failed', failure: 'No network.' })).toBe('No network.');
    expect(eventWords({ type: 'moved' })).toBeNull();
    expect(eventWords({ type: 'won' })).toBeNull();
    expect(eventWords({ type: 'dealt' })).toBeNull();
  });

  it('says a download’s own failure, and ours in general words', () => {
    expect(dealFailureWords(new AssetError('network', 'The puzzle pack could not be downloaded.', '/packs/easy.json'))).toBe('The puzzle pack could not be downloaded.');
    expect(dealFailureWords(new Error('worker died'))).toBe('The puzzle could not be dealt. Try again.');
  });

  it('says a solve with its time, hints, flawless and a new best', () => {
    expect(solvedWords({ helped: null })).toBe('Solved');
    expect(solvedWords({ helped: 'with 2 hints' })).toBe('Solved with 2 hints');
    expect(solvedAnnouncement({ helped: null, flawless: true, newBest: true }, 65_000)).toBe('Solved in 1:05, flawless, a new best time.');
    expect(solvedAnnouncement({ helped: 'with 1 hint', flawless: false, newBest: false }, 5_000)).toBe('Solved with 1 hint in 0:05.');
    expect(solvedAnnouncement({ helped: null, flawless: false, newBest: true }, 5_000, 'a new best score')).toBe('Solved in 0:05, a new best score.');
  });

  it('says a loss in the game’s words, else by its mistakes', () => {
    expect(lostAnnouncement('4 pegs are left; one is the goal.', 0)).toBe('4 pegs are left; one is the goal.');
    expect(lostAnnouncement(null, 3)).toBe('Game over after 3 mistakes.');
  });
});
