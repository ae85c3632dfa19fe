import { expect, type Page } from '@playwright/test';

// Frame fit: what a player sees of a game's frame (header, pickers, board, toolbar) is whole. Text never
// runs past or is cut off by its box ("Daily · Mediu…"), no two controls lie over each other, and the game's
// title (the page's heading) stays on one line. Run once per game at 375×667 (phone.spec) and 1366×768
// (accessibility.spec), on the page load those specs already make.

/** The game's frame, and the page heading that names the game above it. */
export const GAME_FRAME = '.gk-frame';
export const GAME_TITLE = '.game-page__title';

/** Pixels of overflow or overlap forgiven: sub-pixel rounding and borders that touch. */
const TOLERANCE = 2;

/**
 * Every problem found, as sentences naming the element and its figures (empty when the frame fits):
 * - an element showing text whose text is wider (or, where it is cut off, taller) than its box; for a
 *   select, any of its options wider than the closed control can show, since choosing it would clip it;
 * - two visible controls (buttons, links, fields, grid cells…) overlapping, neither inside the other;
 * - the title wrapping to a second line.
 * Text only for screen readers, scroll areas (their overflow is reachable) and open dialogs are left out.
 */
export async function frameFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ frameSelector, titleSelector, tolerance }) => {
      const problems: string[] = [];
      const name = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ');
        return `<${element.tagName.toLowerCase()}${id}${classes}> "${label.slice(0, 40)}"`;
      };
      const hiddenForSighted = (element: Element) =>
        !!element.closest('.gk-visually-hidden, .visually-hidden, [hidden], [inert], dialog, [role="dialog"], [aria-hidden="true"]');
      // checkVisibility: also false inside a closed <details> (its content keeps a box but is not drawn).
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 1 && box.height > 1;
      };
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';
      const clips = (value: string) => value === 'hidden' || value === 'clip';

      // Text measured in the element's own font: a select shows its chosen option in a box the page cannot measure.
      const canvas = document.createElement('canvas').getContext('2d')!;
      const textWidth = (text: string, style: CSSStyleDeclaration) => {
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
        return canvas.measureText(text).width;
      };

      for (const frame of Array.from(document.querySelectorAll(frameSelector))) {
        const elements = [frame, ...Array.from(frame.querySelectorAll('*'))].filter(
          (element): element is HTMLElement => element instanceof HTMLElement && !hiddenForSighted(element),
        );

        for (const element of elements) {
          if (element instanceof HTMLSelectElement) {
            if (!shown(element)) continue;
            const style = getComputedStyle(element);
            // The content box, less the drop-down arrow the browser draws at the end of a native select.
            const arrow = style.appearance === 'none' ? 0 : 20;
            const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
            for (const option of Array.from(element.options)) {
              const width = textWidth(option.text, style);
              if (width > room + tolerance) problems.push(`${name(element)} cuts off its option "${option.text}": ${Math.ceil(width)}px of text in ${Math.floor(room)}px`);
            }
            continue;
          }
          if (!(element.textContent ?? '').trim() || element.clientWidth <= 1 || !shown(element)) continue;
          const style = getComputedStyle(element);
          if (!scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + tolerance) {
            problems.push(`${name(element)} overflows its box: ${element.scrollWidth}px of content in ${element.clientWidth}px`);
          }
          // Taller content only counts where the box cuts it off: elsewhere text may spill down by design (a
          // badge over a corner) and the overlap check below catches it running into a control.
          if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + tolerance) {
            problems.push(`${name(element)} cuts off its content: ${element.scrollHeight}px tall in ${element.clientHeight}px`);
          }
        }

        const controls = elements.filter(
          (element) =>
            element.matches(
              'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="option"], [role="gridcell"], [role="slider"], [tabindex]:not([tabindex="-1"])',
            ) && shown(element),
        );
        const boxes = controls.map((element) => element.getBoundingClientRect());
        for (let a = 0; a < controls.length; a++) {
          for (let b = a + 1; b < controls.length; b++) {
            if (controls[a].contains(controls[b]) || controls[b].contains(controls[a])) continue;
            const width = Math.min(boxes[a].right, boxes[b].right) - Math.max(boxes[a].left, boxes[b].left);
            const height = Math.min(boxes[a].bottom, boxes[b].bottom) - Math.max(boxes[a].top, boxes[b].top);
            if (width > tolerance && height > tolerance) {
              problems.push(`${name(controls[a])} and ${name(controls[b])} overlap by ${Math.round(width)}×${Math.round(height)}px`);
            }
          }
        }
      }

      const title = document.querySelector(titleSelector);
      if (title instanceof HTMLElement && shown(title)) {
        const style = getComputedStyle(title);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        // The title's text, not its box (which may be taller than a line to centre it in its row).
        const range = document.createRange();
        range.selectNodeContents(title);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        const height = range.getBoundingClientRect().height;
        if (lines > 1 || height > lineHeight * 1.5) problems.push(`the title ${name(title)} wraps to ${lines} lines (${Math.round(height)}px tall)`);
      }
      return problems;
    },
    { frameSelector: GAME_FRAME, titleSelector: GAME_TITLE, tolerance: TOLERANCE },
  );
}

/**
 * KNOWN FRAME-FIT FAILURES (issue 27 §4): games that do not fit their frame yet, with what is wrong and whose
 * fix it waits for. The check still runs for them and fails once one fits, so a game leaves the list with
 * its fix and the list never goes stale. Add nothing here: fix the game.
 */
export const KNOWN_FRAME_FIT_FAILURES: Readonly<Record<string, { phone?: string; laptop?: string }>> = {
};

/** The frame of the game on screen fits (see frameFitProblems); a known failure is expected to fail. */
export async function expectFrameFits(page: Page, slug: string, size: 'phone' | 'laptop'): Promise<void> {
  // toPass: the frame sizes the board once it has measured the space left (no fixed wait).
  const known = KNOWN_FRAME_FIT_FAILURES[slug]?.[size];
  if (known) {
    expect(await frameFitProblems(page), `${slug} is listed as a known frame-fit failure on a ${size} (${known}); it fits now: remove it from the list`).not.toEqual([]);
    return;
  }
  await expect(async () => expect(await frameFitProblems(page)).toEqual([])).toPass({ timeout: 5_000 });
}
