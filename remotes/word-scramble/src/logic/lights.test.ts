import { cellIndex, isAllOff, litCount, press, pressedCells } from './lights';

const dark = (size: number) => new Array<boolean>(size * size).fill(false);

describe('lights', () => {
  it('a press toggles the cell and its orthogonal neighbours, fewer at edges and corners', () => {
    expect(pressedCells(3, cellIndex(3, 1, 1)).sort()).toEqual([1, 3, 4, 5, 7]);
    expect(pressedCells(3, cellIndex(3, 0, 0)).sort()).toEqual([0, 1, 3]);
    expect(pressedCells(3, cellIndex(3, 2, 1)).sort()).toEqual([4, 6, 7, 8]);
  });

  it('pressing lights what was dark and darkens what was lit', () => {
    const once = press(3, dark(3), 4);
    expect(litCount(once)).toBe(5);
    expect(press(3, once, 4)).toEqual(dark(3));
    expect(press(3, press(3, dark(3), 0), 1)).toEqual([false, false, true, true, true, false, false, false, false]);
  });

  it('leaves the lights untouched (the same array) for a press off the board', () => {
    const lights = press(3, dark(3), 0);
    expect(press(3, lights, 9)).toBe(lights);
    expect(press(3, lights, -1)).toBe(lights);
    expect(press(3, lights, 1.5)).toBe(lights);
  });

  it('is solved only when every light is off', () => {
    expect(isAllOff(dark(3))).toBe(true);
    expect(isAllOff(press(3, dark(3), 8))).toBe(false);
  });
});
