// The arithmetic of a zoomed board's viewport, in CSS pixels: where to scroll so a cell shows, and where to
// scroll so a point stays under the finger while the board grows or shrinks. Pure.

export interface Scroll {
  left: number;
  top: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Room at each edge of the viewport that does not count as seen (sticky clues), plus a margin. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

/** The scroll position clamped to the content: nothing scrolls past an edge. */
export function clampScroll(scroll: Scroll, content: { width: number; height: number }, view: { width: number; height: number }): Scroll {
  return {
    left: Math.min(Math.max(0, scroll.left), Math.max(0, content.width - view.width)),
    top: Math.min(Math.max(0, scroll.top), Math.max(0, content.height - view.height)),
  };
}

/** One axis of scrollToShow: the least scroll that brings [start, start + size) inside [scroll + before, scroll + view - after). */
function axis(scroll: number, view: number, start: number, size: number, before: number, after: number): number {
  const room = view - before - after;
  // A target larger than the room shows its start.
  if (size >= room || start - before < scroll) return start - before;
  if (start + size + after > scroll + view) return start + size + after - view;
  return scroll;
}

/**
 * The least scroll that shows `target` (a box in content coordinates) whole in a viewport of `view` size
 * scrolled to `scroll`, clear of the insets: unchanged when it already shows.
 */
export function scrollToShow(scroll: Scroll, view: { width: number; height: number }, target: Box, insets: Insets = NO_INSETS): Scroll {
  return {
    left: axis(scroll.left, view.width, target.left, target.width, insets.left, insets.right),
    top: axis(scroll.top, view.height, target.top, target.height, insets.top, insets.bottom),
  };
}

/**
 * The scroll that keeps the content point under `anchor` (a point in the viewport, from its top-left corner)
 * where it is when the content is scaled by `ratio` (new size / old size) around the content's origin.
 */
export function scrollKeepingAnchor(scroll: Scroll, anchor: { x: number; y: number }, ratio: number): Scroll {
  return {
    left: (scroll.left + anchor.x) * ratio - anchor.x,
    top: (scroll.top + anchor.y) * ratio - anchor.y,
  };
}

/** The scroll that puts the centre of `target` (content coordinates) at the centre of the viewport. */
export function scrollCentring(view: { width: number; height: number }, target: Box): Scroll {
  return { left: target.left + target.width / 2 - view.width / 2, top: target.top + target.height / 2 - view.height / 2 };
}
