import { expect, type Locator } from '@playwright/test';

// Assertions on what a player sees (computed styles and boxes on screen), not on data attributes.

interface CellLook {
  backgroundImage: string;
  boxShadow: string;
  outline: string;
  sign: string;
}

const lookOf = (cell: Locator): Promise<CellLook> =>
  cell.evaluate((el) => {
    const style = getComputedStyle(el);
    const after = getComputedStyle(el, '::after').content;
    return {
      backgroundImage: style.backgroundImage,
      boxShadow: style.boxShadow,
      outline: style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
      sign: after === 'none' || after === 'normal' ? '' : after,
    };
  });

/**
 * A conflicting cell is drawn apart from a legal one by more than colour: a pattern (stripes), an edge and a
 * sign (⚠), as the kit's grid marks promise.
 */
export async function expectConflictDrawn(conflict: Locator, legal: Locator): Promise<void> {
  const [bad, good] = await Promise.all([lookOf(conflict), lookOf(legal)]);
  expect(bad.backgroundImage, 'a conflicting cell is striped').toContain('gradient');
  expect(good.backgroundImage, 'a legal cell is not').not.toBe(bad.backgroundImage);
  expect(bad.boxShadow, 'a conflicting cell has an edge of its own').not.toBe(good.boxShadow);
  expect(bad.sign, 'a conflicting cell carries a warning sign').toContain('⚠');
  expect(good.sign).not.toContain('⚠');
}

/** The element is drawn on the first screen: its box inside the viewport, readable size, and not covered. */
export async function expectOnScreen(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const seen = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom, width: box.width, height: box.height },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      uncovered: top !== null && (top === el || el.contains(top)),
      clipped: el.scrollWidth > el.clientWidth + 1,
    };
  });
  expect(seen.box.width, 'wider than a hidden 1 px region').toBeGreaterThan(40);
  expect(seen.box.height, 'taller than a hidden 1 px region').toBeGreaterThan(12);
  expect(seen.box.left).toBeGreaterThanOrEqual(0);
  expect(seen.box.top).toBeGreaterThanOrEqual(0);
  expect(seen.box.right).toBeLessThanOrEqual(seen.viewport.width);
  expect(seen.box.bottom, 'inside the first screen').toBeLessThanOrEqual(seen.viewport.height);
  expect(seen.uncovered, 'nothing covers it').toBe(true);
  expect(seen.clipped, 'its text fits its box').toBe(false);
}

/** The keyboard cursor (the focused cell) is drawn: an outline or a ring of box-shadow. */
export async function expectCursorDrawn(cell: Locator): Promise<void> {
  await expect(cell).toBeFocused();
  const look = await lookOf(cell);
  expect(look.outline !== 'none' || look.boxShadow !== 'none', `the cursor shows a ring (outline ${look.outline}, box-shadow ${look.boxShadow})`).toBe(true);
}
