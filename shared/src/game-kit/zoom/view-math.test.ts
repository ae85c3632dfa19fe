import { clampScroll, scrollCentring, scrollKeepingAnchor, scrollToShow } from './view-math';

const view = { width: 300, height: 300 };

describe('scrollToShow', () => {
  it('leaves the scroll alone when the cell already shows', () => {
    expect(scrollToShow({ left: 100, top: 50 }, view, { left: 150, top: 100, width: 36, height: 36 })).toEqual({ left: 100, top: 50 });
  });

  it('scrolls the least that shows a cell beyond the right and bottom edges', () => {
    expect(scrollToShow({ left: 0, top: 0 }, view, { left: 320, top: 290, width: 36, height: 36 })).toEqual({ left: 56, top: 26 });
  });

  it('scrolls back to a cell before the left and top edges', () => {
    expect(scrollToShow({ left: 200, top: 200 }, view, { left: 72, top: 108, width: 36, height: 36 })).toEqual({ left: 72, top: 108 });
  });

  it('keeps a cell clear of sticky clues (insets)', () => {
    const insets = { top: 60, right: 4, bottom: 4, left: 80 };
    // Under the column clues and behind the row clues: scrolled until it sits just past them.
    expect(scrollToShow({ left: 100, top: 100 }, view, { left: 150, top: 130, width: 32, height: 32 }, insets)).toEqual({ left: 70, top: 70 });
    expect(scrollToShow({ left: 0, top: 0 }, view, { left: 290, top: 290, width: 32, height: 32 }, insets)).toEqual({ left: 26, top: 26 });
  });
});

describe('scrollKeepingAnchor', () => {
  it('keeps the point under the fingers where it was when the board doubles', () => {
    const before = { left: 40, top: 10 };
    const anchor = { x: 100, y: 150 };
    const after = scrollKeepingAnchor(before, anchor, 2);
    // The content point under the anchor was (140, 160); doubled it is (280, 320), still under the anchor.
    expect(after).toEqual({ left: 180, top: 170 });
  });
});

describe('clampScroll and scrollCentring', () => {
  it('never scrolls past an edge', () => {
    expect(clampScroll({ left: -20, top: 900 }, { width: 540, height: 540 }, view)).toEqual({ left: 0, top: 240 });
    expect(clampScroll({ left: 30, top: 30 }, { width: 200, height: 200 }, view)).toEqual({ left: 0, top: 0 });
  });

  it('centres a cell', () => {
    expect(scrollCentring(view, { left: 360, top: 0, width: 36, height: 36 })).toEqual({ left: 228, top: -132 });
  });
});
