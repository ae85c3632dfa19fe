import { BOARD_BOTTOM_MARGIN, MIN_BOARD_HEIGHT, boardSpaceFrom } from './useBoardSpace';

describe('boardSpaceFrom', () => {
  it('gives a phone the full width when the height left is larger', () => {
    const space = boardSpaceFrom({ bodyWidth: 351, bodyTop: 180, viewportHeight: 667, toolbar: 'under', toolbarBlock: 54 });
    expect(space).toEqual({ size: 351, width: 351, height: 667 - 180 - 54 - BOARD_BOTTOM_MARGIN, toolbar: 'under' });
  });

  it('gives a laptop the height left to the bottom of the screen, the toolbar standing beside', () => {
    const space = boardSpaceFrom({ bodyWidth: 700.6, bodyTop: 130, viewportHeight: 768, toolbar: 'beside', toolbarBlock: 300 });
    expect(space.size).toBe(768 - 130 - BOARD_BOTTOM_MARGIN);
    expect(space.width).toBe(700);
  });

  it('keeps only the reserve a game asks for of a toolbar under the board', () => {
    const space = boardSpaceFrom({ bodyWidth: 351, bodyTop: 120, viewportHeight: 667, toolbar: 'under', toolbarBlock: 200, toolbarReserve: 0 });
    expect(space.height).toBe(667 - 120 - BOARD_BOTTOM_MARGIN);
  });

  it('keeps the message line under the board on the first screen, beside or under toolbar alike', () => {
    const under = boardSpaceFrom({ bodyWidth: 351, bodyTop: 180, viewportHeight: 667, toolbar: 'under', toolbarBlock: 54, messageBlock: 42 });
    expect(under.height).toBe(667 - 180 - 54 - 42 - BOARD_BOTTOM_MARGIN);
    const beside = boardSpaceFrom({ bodyWidth: 700, bodyTop: 130, viewportHeight: 768, toolbar: 'beside', toolbarBlock: 300, messageBlock: 42 });
    expect(beside.height).toBe(768 - 130 - 42 - BOARD_BOTTOM_MARGIN);
  });

  it('keeps a playable board when little height is left (a phone held sideways): the page scrolls', () => {
    const space = boardSpaceFrom({ bodyWidth: 600, bodyTop: 200, viewportHeight: 375, toolbar: 'none', toolbarBlock: 0 });
    expect(space.height).toBe(MIN_BOARD_HEIGHT);
    expect(space.size).toBe(MIN_BOARD_HEIGHT);
  });
});
