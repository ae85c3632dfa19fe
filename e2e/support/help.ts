import { expect, type Page } from '@playwright/test';

// A game's how-to-play as the kit lays it out (HowToPlayLayout, kit README "How to play"): short rules, an
// example board, the controls for the input in use, and "Got it" on the first screen without scrolling.

/** Line boxes in an element's text: each block child's height over its line height, summed. */
const ruleLines = (page: Page) =>
  page.getByTestId('howto-rules').evaluate((rules) =>
    Array.from(rules.children).reduce((lines, block) => {
      const style = getComputedStyle(block);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      return lines + Math.round(block.getBoundingClientRect().height / lineHeight);
    }, 0),
  );

/**
 * The open help dialog: "Got it" drawn inside the first screen (no scrolling), at most `maxRuleLines` lines of
 * rules, an example board drawn (not a blank box), and the controls for the input in use: touch words and no
 * "Keyboard" on a touch screen, the keys under a visible "Keyboard" heading elsewhere.
 */
export async function expectShortHelp(page: Page, { touch, maxRuleLines = 6 }: { touch: boolean; maxRuleLines?: number }): Promise<void> {
  const help = page.getByRole('dialog', { name: 'How to play' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Loading', { exact: false })).toHaveCount(0);
  const gotIt = help.getByRole('button', { name: 'Got it' });
  await expect(gotIt).toBeVisible();
  const box = (await gotIt.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.y + box.height, '"Got it" inside the first screen').toBeLessThanOrEqual(screen.height);
  expect(await gotIt.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === button || button.contains(hit);
  }), '"Got it" is not covered').toBe(true);

  expect(await ruleLines(page), 'lines of rules').toBeLessThanOrEqual(maxRuleLines);

  const example = help.getByTestId('howto-example');
  await expect(example).toBeVisible();
  const board = (await example.locator('.gk-howto__board > *').first().boundingBox())!;
  expect(board.width, 'the example board is drawn').toBeGreaterThan(60);
  expect(board.height, 'the example board is drawn').toBeGreaterThan(60);

  if (touch) {
    await expect(help.getByTestId('howto-touch')).toBeVisible();
    await expect(help.getByRole('heading', { name: 'Keyboard' })).toBeHidden();
  } else {
    await expect(help.getByTestId('howto-touch')).toBeHidden();
    await expect(help.getByTestId('howto-pointer')).toBeVisible();
    await expect(help.getByRole('heading', { name: 'Keyboard' })).toBeVisible();
  }
}
