/** The part of a canvas that clearRect needs: a fake in tests, the real 2D context in the game. */
export interface Clearable {
  clearRect(x: number, y: number, width: number, height: number): void;
}

/**
 * The rectangles drawn in the last frame, so the next frame clears just those instead of the whole
 * canvas (a full clear of a software canvas costs as much as all the sprites together).
 */
export class DirtyRects {
  private rects: number[] = [];
  private everything = true;

  /** Marks a rectangle (device pixels) as drawn. */
  add(x: number, y: number, width: number, height: number): void {
    if (width > 0 && height > 0) this.rects.push(x, y, width, height);
  }

  /** The next clear wipes the whole canvas (after a resize, a new view or anything not tracked). */
  invalidate(): void {
    this.everything = true;
  }

  /** Clears what was drawn since the last clear and starts a new frame. */
  clear(ctx: Clearable, canvasWidth: number, canvasHeight: number): void {
    if (this.everything) {
      ctx.clearRect(0, 0, canvasWidth, canvasHeight);
      this.everything = false;
    } else {
      const rects = this.rects;
      for (let i = 0; i < rects.length; i += 4) ctx.clearRect(rects[i], rects[i + 1], rects[i + 2], rects[i + 3]);
    }
    this.rects.length = 0;
  }
}
