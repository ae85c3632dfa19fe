import { boardKeyAction } from './board-keys';

describe('boardKeyAction', () => {
  it('moves the piece with the arrows', () => {
    expect(boardKeyAction('ArrowUp', false)).toEqual({ kind: 'move', rows: -1, cols: 0 });
    expect(boardKeyAction('ArrowDown', false)).toEqual({ kind: 'move', rows: 1, cols: 0 });
    expect(boardKeyAction('ArrowLeft', false)).toEqual({ kind: 'move', rows: 0, cols: -1 });
    expect(boardKeyAction('ArrowRight', false)).toEqual({ kind: 'move', rows: 0, cols: 1 });
  });

  it('turns with R or Space and places with Enter', () => {
    expect(['r', 'R', ' '].map((key) => boardKeyAction(key, false))).toEqual([{ kind: 'turn' }, { kind: 'turn' }, { kind: 'turn' }]);
    expect(boardKeyAction('Enter', false)).toEqual({ kind: 'place' });
  });

  it('undoes with Ctrl/Cmd+Z and leaves every other command alone', () => {
    expect(boardKeyAction('z', true)).toEqual({ kind: 'undo' });
    expect(boardKeyAction('Z', true)).toEqual({ kind: 'undo' });
    expect(boardKeyAction('ArrowUp', true)).toBeNull();
    expect(boardKeyAction('r', true)).toBeNull();
    expect(boardKeyAction('z', false)).toBeNull();
    expect(boardKeyAction('Tab', false)).toBeNull();
  });
});
