import { DirtyRects } from './dirtyRects';

function fakeCanvas() {
  const cleared: number[][] = [];
  return { cleared, ctx: { clearRect: (x: number, y: number, w: number, h: number) => cleared.push([x, y, w, h]) } };
}

describe('DirtyRects', () => {
  it('clears the whole canvas the first time', () => {
    const { ctx, cleared } = fakeCanvas();
    new DirtyRects().clear(ctx, 300, 400);
    expect(cleared).toEqual([[0, 0, 300, 400]]);
  });

  it('then clears exactly what the previous frame drew, once', () => {
    const { ctx, cleared } = fakeCanvas();
    const dirty = new DirtyRects();
    dirty.clear(ctx, 300, 400);
    dirty.add(10, 20, 5, 6);
    dirty.add(-3, 390, 8, 20);
    dirty.add(50, 50, 0, 10);
    cleared.length = 0;
    dirty.clear(ctx, 300, 400);
    expect(cleared).toEqual([
      [10, 20, 5, 6],
      [-3, 390, 8, 20],
    ]);
    cleared.length = 0;
    dirty.clear(ctx, 300, 400);
    expect(cleared).toEqual([]);
  });

  it('clears everything again after invalidate()', () => {
    const { ctx, cleared } = fakeCanvas();
    const dirty = new DirtyRects();
    dirty.clear(ctx, 300, 400);
    dirty.add(1, 1, 2, 2);
    dirty.invalidate();
    cleared.length = 0;
    dirty.clear(ctx, 320, 420);
    expect(cleared).toEqual([[0, 0, 320, 420]]);
  });
});
