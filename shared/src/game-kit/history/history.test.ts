import { canRedo, canUndo, commit, createHistory, DEFAULT_HISTORY_LIMIT, redo, undo } from './history';

describe('history', () => {
  it('starts with nothing to undo or redo', () => {
    const h = createHistory('a');
    expect(h).toEqual({ past: [], present: 'a', future: [] });
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
  });

  it('commit moves the present to the past and clears the future', () => {
    let h = commit(commit(createHistory(1), 2), 3);
    expect(h).toEqual({ past: [1, 2], present: 3, future: [] });
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = commit(h, 9);
    expect(h).toEqual({ past: [1, 2], present: 9, future: [] });
  });

  it('commit of the same state returns the same history object', () => {
    const state = { cells: [1, 2] };
    const h = createHistory(state);
    expect(commit(h, state)).toBe(h);
  });

  it('undo and redo walk back and forth', () => {
    let h = commit(commit(createHistory('a'), 'b'), 'c');
    h = undo(h);
    expect(h).toEqual({ past: ['a'], present: 'b', future: ['c'] });
    h = undo(h);
    expect(h).toEqual({ past: [], present: 'a', future: ['b', 'c'] });
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h).toEqual({ past: ['a'], present: 'b', future: ['c'] });
    h = redo(h);
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
  });

  it('undo and redo are no-ops when impossible', () => {
    const h = createHistory(0);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it('keeps at most `limit` past states, dropping the oldest', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 10; i++) h = commit(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
    expect(h.present).toBe(10);
  });

  it('uses a default limit of 500', () => {
    let h = createHistory(0);
    for (let i = 1; i <= DEFAULT_HISTORY_LIMIT + 20; i++) h = commit(h, i);
    expect(DEFAULT_HISTORY_LIMIT).toBe(500);
    expect(h.past).toHaveLength(500);
    expect(h.past[0]).toBe(20);
  });

  it('never mutates the previous history', () => {
    const h1 = commit(createHistory('a'), 'b');
    const frozen = JSON.stringify(h1);
    commit(h1, 'c');
    undo(h1);
    redo(undo(h1));
    expect(JSON.stringify(h1)).toBe(frozen);
  });
});
