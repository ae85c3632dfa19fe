import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { PoolFile } from '../../remotes/word-match/src/logic/pool';
import { boardFirstProblems } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { frameFitProblems } from '../support/frame-fit';

// Word match through the portal: a full round of 20 pairs by pointer and one by keyboard alone (1–5, Q–T,
// Tab and Enter), a reload in the middle that keeps the round and the sound choice (tones played through the
// browser's Web Audio), and the phone layout. The partners come from
// the same pool file the game loads.

test.use({ trace: 'off' });

const pool = JSON.parse(fs.readFileSync(path.join(__dirname, '../../remotes/word-match/src/data/synonyms.data.json'), 'utf8')) as PoolFile;
const partnerOf = new Map(pool.levels.easy.pairs.map(([word, partner]) => [word, partner]));

const board = (page: Page) => page.getByTestId('word-match-board');
const item = (page: Page, side: 'left' | 'right', slot: number) => board(page).locator(`button[data-side="${side}"][data-slot="${slot}"]`);

async function open(page: Page, seed: string, extra = ''): Promise<number> {
  await page.goto(`/game/word-match?seed=${seed}&difficulty=easy&relation=synonyms${extra}`);
  const handle = await page.waitForFunction(() => (document.querySelector('[data-testid="word-match-board"] button') ? performance.now() : 0), null, { timeout: 60_000, polling: 'raf' });
  return (await handle.jsonValue()) as number;
}

/** The visible words as [slot, text] per column. */
async function shown(page: Page, side: 'left' | 'right'): Promise<Array<[number, string]>> {
  return board(page)
    .locator(`button[data-side="${side}"]`)
    .evaluateAll((buttons) => buttons.map((b) => [Number(b.getAttribute('data-slot')), b.querySelector('.wm-item__text')!.textContent ?? ''] as [number, string]));
}

/** A visible pair: the left slot and the right slot of its partner. */
async function aPair(page: Page): Promise<{ left: number; right: number }> {
  const lefts = await shown(page, 'left');
  const rights = await shown(page, 'right');
  for (const [left, word] of lefts) {
    const match = rights.find(([, text]) => text === partnerOf.get(word));
    if (match) return { left, right: match[0] };
  }
  throw new Error(`no pair among ${JSON.stringify({ lefts, rights })}`);
}

const pairsDone = (page: Page) => page.getByRole('progressbar', { name: 'Pairs matched' });

test.describe('Word match', () => {
  test('a full round of 20 pairs by pointer', async ({ page }) => {
    const readyMs = await open(page, 'e2e-pointer');
    test.info().annotations.push({ type: 'first playable board', description: `${Math.round(readyMs)} ms after navigation start` });
    await closeFirstVisitHelp(page);
    await page.getByRole('button', { name: 'Start round' }).click();
    for (let i = 0; i < 20; i++) {
      await expect(pairsDone(page)).toHaveAttribute('aria-valuenow', String(i));
      const { left, right } = await aPair(page);
      await item(page, 'left', left).click();
      await item(page, 'right', right).click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Round complete!');
    await expect(dialog).toContainText('20 / 20');
    await expect(dialog).toContainText('No missed pairs');
  });

  test('a full round by keyboard alone: Tab and Enter, then 1–5 and Q–T; a wrong pair is reviewed', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    const startButton = page.getByRole('button', { name: 'Start round' });
    await tabTo(page, startButton, 40);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(pairsDone(page)).toHaveAttribute('aria-valuenow', '0');
    // One wrong pair first: left 1 with a right item that is not its partner.
    const first = await aPair(page);
    const wrongRight = (await shown(page, 'right')).find(([slot]) => slot !== first.right)![0];
    const missedWord = (await shown(page, 'left')).find(([slot]) => slot === first.left)![1];
    await page.keyboard.press(String(first.left + 1));
    await page.keyboard.press('qwert'[wrongRight]);
    for (let i = 0; i < 20; i++) {
      await expect(pairsDone(page)).toHaveAttribute('aria-valuenow', String(i));
      const { left, right } = await aPair(page);
      await page.keyboard.press(String(left + 1));
      await page.keyboard.press('qwert'[right]);
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Round complete!');
    await expect(page.getByTestId('word-match-review')).toContainText(missedWord);
  });

  test('keeps the round in progress and the sound choice after a reload', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Counts the tones the game asks the browser's Web Audio for.
    await page.addInitScript(() => {
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        const counted = window as unknown as { tones?: number };
        counted.tones = (counted.tones ?? 0) + 1;
        return create.call(this);
      };
    });
    const tones = () => page.evaluate(() => (window as unknown as { tones?: number }).tones ?? 0);
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    const sound = page.getByRole('button', { name: 'Sound', exact: true });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click(); // the pairs below then chime through the browser's real Web Audio
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Start round' }).click();
    for (let i = 0; i < 2; i++) {
      const { left, right } = await aPair(page);
      await item(page, 'left', left).click();
      await item(page, 'right', right).click();
    }
    await expect(pairsDone(page)).toHaveAttribute('aria-valuenow', '2');
    expect(await tones()).toBeGreaterThanOrEqual(4); // two chimes of two notes
    const before = await shown(page, 'left');
    // Without the seed the page continues the saved round (held: Resume).
    await page.goto('/game/word-match');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(pairsDone(page)).toHaveAttribute('aria-valuenow', '2');
    expect(await shown(page, 'left')).toEqual(before);
    const { left, right } = await aPair(page);
    await item(page, 'left', left).click();
    await item(page, 'right', right).click();
    await expect(pairsDone(page)).toHaveAttribute('aria-valuenow', '3');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });

  test('shows the whole board on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 'e2e-phone', '&relation=definitions');
    await closeFirstVisitHelp(page);
    await page.getByRole('button', { name: 'Start round' }).click();
    await expect(pairsDone(page)).toBeVisible();
    expect(await boardFirstProblems(board(page))).toEqual([]);
  });

  test('draws every relation and level whole in its picker, on a phone and a laptop', async ({ page }) => {
    // frameFitProblems measures each select's widest option in the select's own font against the box it has
    // ("Definiti…" at 1366×768 before): any option that would be cut is a problem, whichever is chosen.
    for (const size of [{ width: 375, height: 667 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(size);
      await open(page, `e2e-pickers-${size.width}`);
      // The how-to-play dialog opens on the first visit only.
      if (size.width === 375) await closeFirstVisitHelp(page);
      expect([size.width, await frameFitProblems(page)]).toEqual([size.width, []]);
      const box = (await page.getByLabel('Relation').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    }
  });
});
