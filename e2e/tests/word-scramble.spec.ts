import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { PackData, ScrambleData } from '../../remotes/word-scramble/src/logic/data';
import { dealPackRound, dealRound, type DealtWord } from '../../remotes/word-scramble/src/logic/deal';
import type { LevelId } from '../../remotes/word-scramble/src/logic/levels';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Word Scramble through the portal: a round by pointer (with a hint and a reload in the middle), a round by
// keyboard alone, a kids' themed pack by keyboard. A fixed seed in the URL deals the same words every run; the
// spec deals them too.

test.use({ trace: 'off' });

const data = JSON.parse(fs.readFileSync(path.join(__dirname, '../../remotes/word-scramble/src/data/words.json'), 'utf8')) as ScrambleData;
const board = (page: Page) => page.getByTestId('word-scramble-board');
const tiles = (page: Page) => page.getByTestId('scramble-tiles');

async function open(page: Page, seed: string, level: LevelId): Promise<DealtWord[]> {
  await page.goto(`/game/word-scramble?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
  // Navigation start → the first word playable (the remote, its words and the deal).
  const readyMs = await page.evaluate(() => Math.round(performance.now()));
  test.info().annotations.push({ type: 'first playable board (ms)', description: String(readyMs) });
  return dealRound(data, seed, 'unlimited', level);
}

/** Clicks the first free tile of each letter, from the `from`th letter of the word on. */
async function tapLetters(page: Page, word: string, from = 0) {
  for (const letter of word.slice(from)) await tiles(page).locator(`[data-letter="${letter}"][data-used="false"]`).first().click();
}

/**
 * The round summary under the result: each word on one line of its own column, its figures ("+100") inside
 * it, no two lines overlapping ("+97" ran into the next column's number).
 */
function summaryLineProblems(page: Page): Promise<string[]> {
  return page.locator('.scramble-summary__word').evaluateAll((lines) => {
    const problems: string[] = [];
    const boxes = lines.map((line) => line.getBoundingClientRect());
    lines.forEach((line, i) => {
      const box = boxes[i];
      const lineHeight = parseFloat(getComputedStyle(line).lineHeight) || 24;
      if (box.height > lineHeight * 1.5) problems.push(`"${line.textContent}" takes ${Math.round(box.height / lineHeight)} lines`);
      for (const part of Array.from(line.children)) {
        const inner = part.getBoundingClientRect();
        if (inner.width > 0 && (inner.left < box.left - 0.5 || inner.right > box.right + 0.5)) problems.push(`"${part.textContent}" of "${line.textContent}" runs out of its line`);
      }
      for (let j = i + 1; j < lines.length; j++) {
        const other = boxes[j];
        if (Math.min(box.right, other.right) - Math.max(box.left, other.left) > 0.5 && Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 0.5) {
          problems.push(`"${line.textContent}" overlaps "${lines[j].textContent}"`);
        }
      }
    });
    return problems;
  });
}

test.describe('Word Scramble', () => {
  test('a round by pointer: tap tiles, a hint, a reload that keeps the round, the result', async ({ page }) => {
    const words = await open(page, 'e2e-pointer', 'easy');
    await closeFirstVisitHelp(page);
    for (const [i, word] of words.entries()) {
      await expect(board(page)).toHaveAttribute('data-index', String(i));
      await expect(board(page)).toHaveAttribute('data-scramble', word.scramble);
      expect(word.scramble).not.toBe(word.answer);
      if (i === 1) {
        await page.getByRole('button', { name: /^Hint/ }).click();
        await expect(page.getByTestId('scramble-answer').locator('.scramble-slot--hinted')).toHaveCount(1);
        await tapLetters(page, word.answer, 1);
      } else if (i === 4) {
        await tapLetters(page, word.answer.slice(0, 2));
        await page.reload();
        await expect(board(page)).toHaveAttribute('data-index', '4', { timeout: 30_000 });
        // The timed word comes back held behind the pause cover.
        await page.getByRole('button', { name: 'Resume' }).click();
        await expect(page.getByTestId('scramble-answer').locator('.scramble-slot--filled')).toHaveCount(2);
        await tapLetters(page, word.answer, 2);
      } else {
        await tapLetters(page, word.answer);
      }
      await expect(board(page)).toHaveAttribute('data-state', 'solved');
      await expect(page.getByTestId('scramble-definition')).toBeVisible();
      await page.getByRole('button', { name: i === words.length - 1 ? 'See result' : 'Next word' }).click();
    }
    const result = page.getByRole('dialog');
    await expect(result).toContainText('Round over!');
    await expect(result).toContainText('10 of 10');
    expect(await summaryLineProblems(page)).toEqual([]);
    await expect(result.getByRole('button', { name: /Share/ })).toBeVisible();
    await result.getByRole('button', { name: 'Play again' }).click();
    await expect(board(page)).toHaveAttribute('data-index', '0');
  });

  test('a round by keyboard alone: type, Backspace, Space shuffles, Enter goes on', async ({ page }) => {
    const words = await open(page, 'e2e-keys', 'medium');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    for (const [i, word] of words.entries()) {
      await expect(board(page)).toHaveAttribute('data-index', String(i));
      if (i === 0) {
        const before = await tiles(page).evaluate((el) => el.textContent);
        await page.keyboard.press('Space');
        await expect.poll(() => tiles(page).evaluate((el) => el.textContent)).not.toBe(before);
        await page.keyboard.type(word.answer.slice(0, 2));
        await page.keyboard.press('Backspace');
        await expect(page.getByTestId('scramble-answer').locator('.scramble-slot--filled')).toHaveCount(1);
        await page.keyboard.type(word.answer.slice(1));
      } else if (i === 1) {
        // Skipped: the answer is shown and the run ends.
        const skip = page.getByRole('button', { name: 'Skip' });
        await tabTo(page, page.getByRole('toolbar', { name: 'Word tools' }));
        for (let n = 0; n < 6 && !(await skip.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await expect(board(page)).toHaveAttribute('data-state', 'skipped');
        await expect(board(page)).toBeFocused();
      } else {
        await page.keyboard.type(word.answer);
      }
      if (i !== 1) await expect(board(page)).toHaveAttribute('data-state', 'solved');
      await page.keyboard.press('Enter');
    }
    const result = page.getByRole('dialog');
    await expect(result).toContainText('Round over!');
    await expect(result).toContainText('9 of 10');
  });
});

test.describe('Word Scramble kids’ packs', () => {
  test('a round of the Animals pack by keyboard: relaxed, the theme shown, a definition after each word', async ({ page }) => {
    const pack = JSON.parse(fs.readFileSync(path.join(__dirname, '../../remotes/word-scramble/src/data/pack-animals.json'), 'utf8')) as PackData;
    const words = dealPackRound(pack, 'e2e-kids');
    await page.goto('/game/word-scramble?seed=e2e-kids&pack=animals');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await expect(page.getByLabel('Round')).toHaveValue('theme:animals');
    // Relaxed: no clock.
    await expect(page.getByText('Time', { exact: true })).toHaveCount(0);
    await tabTo(page, board(page));
    for (const [i, word] of words.entries()) {
      await expect(board(page)).toHaveAttribute('data-index', String(i));
      await expect(board(page)).toHaveAttribute('data-scramble', word.scramble);
      await expect(page.getByTestId('scramble-theme')).toHaveText(/Animals/);
      await page.keyboard.type(word.answer);
      await expect(board(page)).toHaveAttribute('data-state', 'solved');
      await expect(page.getByTestId('scramble-definition')).toHaveText(pack.defs[word.answer]);
      await page.keyboard.press('Enter');
    }
    const result = page.getByRole('dialog');
    await expect(result).toContainText('10 of 10');
    await expect(result).toContainText('Rounds in this pack');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the whole board and its tools fit the first screen, nothing scrolls sideways', async ({ page }) => {
    await page.goto('/game/word-scramble?seed=e2e-phone&difficulty=hard');
    await expect(page.getByTestId('word-scramble-board')).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    for (const part of [page.getByTestId('word-scramble-board'), page.getByTestId('scramble-tiles'), page.getByRole('toolbar', { name: 'Word tools' })]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
