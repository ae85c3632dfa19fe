import { expect, type Locator, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from './first-visit';

// Board first: what a player sees on the first screen of a game. Each function returns the problems it
// finds as sentences (empty when all is well), so a failing test says what covers what, and where.

/** The frame's parts whose text must fit its boxes: the header (stats, controls, help, restart) and the toolbar. */
export const FRAME_TEXT_PARTS = '.gk-frame__header, .gk-frame__toolbar';

/**
 * Checks, at the top of the page, that the board's box lies inside the viewport, that nothing (a floating
 * button, a sticky header) lies over its corners or centre, and that the page does not scroll sideways.
 */
export async function boardFirstProblems(board: Locator): Promise<string[]> {
  return board.evaluate((element) => {
    const describe = (node: Element | null) =>
      node ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}>` : 'nothing';
    const problems: string[] = [];
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const root = document.documentElement;
    const width = root.clientWidth;
    const height = window.innerHeight;
    const box = element.getBoundingClientRect();
    const shown = `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    if (box.width === 0 || box.height === 0) problems.push(`the board has no size (${shown})`);
    if (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5) {
      problems.push(`the board (${shown}) does not fit the ${width}×${height} screen without scrolling`);
    }
    // Inset from each corner past any rounded border, which hit testing follows.
    const inset = Math.min(16, box.width / 4, box.height / 4);
    const points: Array<[string, number, number]> = [
      ['top-left corner', box.left + inset, box.top + inset],
      ['top-right corner', box.right - inset, box.top + inset],
      ['bottom-left corner', box.left + inset, box.bottom - inset],
      ['bottom-right corner', box.right - inset, box.bottom - inset],
      ['centre', box.left + box.width / 2, box.top + box.height / 2],
    ];
    for (const [where, x, y] of points) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue; // off screen: reported above
      const hit = document.elementFromPoint(x, y);
      if (!hit || !element.contains(hit)) problems.push(`the board's ${where} is covered by ${describe(hit)}`);
    }
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways (${root.scrollWidth}px wide in a ${root.clientWidth}px screen)`);
    return problems;
  });
}

/** Elements with text in the given parts whose content is wider than their box (text overflowing it). */
export async function overflowingText(page: Page, parts: string = FRAME_TEXT_PARTS): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const part of Array.from(document.querySelectorAll(selector))) {
      for (const element of [part, ...Array.from(part.querySelectorAll('*'))]) {
        if (!(element instanceof HTMLElement)) continue;
        // Text for screen readers only is clipped to 1px on purpose; inline boxes report no width.
        if (element.closest('.gk-visually-hidden, .visually-hidden') || element.clientWidth <= 1) continue;
        const text = element.textContent?.trim();
        if (!text) continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          found.push(`<${element.tagName.toLowerCase()} class="${element.className}"> "${text.slice(0, 40)}": ${element.scrollWidth}px of text in ${element.clientWidth}px`);
        }
      }
    }
    return found;
  }, parts);
}

/** The help that opened by itself on a first visit has focus on its close button, with no ring: no key was pressed yet. */
export async function expectHelpFocusedWithoutRing(page: Page): Promise<void> {
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  expect(await close.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('none');
}

/**
 * With the help closed: the whole board on the first screen, nothing over it and no frame text overflowing,
 * also once a game with a Start button on its board (falling-stars) has started (`start: true` presses it).
 */
export async function expectBoardOnFirstScreen(page: Page, board: Locator, { start = true } = {}): Promise<void> {
  // toPass: the frame sizes the board once it has measured the space left (no fixed wait).
  await expect(async () => expect(await boardFirstProblems(board)).toEqual([])).toPass();
  expect(await overflowingText(page)).toEqual([]);
  if (start) await expectBoardOnFirstScreenAfterStart(page, board);
}

/** A game with a Start button on its board (falling-stars) keeps the board first once started; others pass. */
export async function expectBoardOnFirstScreenAfterStart(page: Page, board: Locator): Promise<void> {
  const start = board.getByRole('button', { name: 'Start', exact: true });
  if (!(await start.count())) return;
  await start.click();
  await expect(async () => expect(await boardFirstProblems(board)).toEqual([])).toPass();
  expect(await overflowingText(page)).toEqual([]);
}

/**
 * A game as it opens for a first-time player, checked board first: the help has focus without a ring;
 * `withHelpOpen` runs then; after the help closes, the board is on the first screen (see above).
 */
export async function expectBoardFirst(page: Page, board: Locator, withHelpOpen: () => Promise<void> = async () => undefined): Promise<void> {
  await expectHelpFocusedWithoutRing(page);
  await withHelpOpen();
  await closeFirstVisitHelp(page);
  await expectBoardOnFirstScreen(page, board);
}
