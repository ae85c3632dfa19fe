import type { Page } from '@playwright/test';

interface GridCell {
  row: number;
  col: number;
  letter: string;
}

const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
];

/** The word-search letters as shown, one string per row. */
export async function readGrid(page: Page): Promise<string[]> {
  const cells: GridCell[] = await page
    .getByTestId('word-search-grid')
    .locator('[data-letter]')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ row: Number(n.getAttribute('data-row')), col: Number(n.getAttribute('data-col')), letter: n.getAttribute('data-letter')! })),
    );
  const size = Math.max(...cells.map((c) => c.row)) + 1;
  const rows = Array.from({ length: size }, () => new Array<string>(size).fill('?'));
  for (const c of cells) rows[c.row][c.col] = c.letter;
  return rows.map((r) => r.join(''));
}

/** Finds a listed word in the visible letters, like a player would (the page gives no answers away). */
export function locate(rows: string[], word: string): { start: [number, number]; end: [number, number] } {
  const size = rows.length;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (const [dr, dc] of DIRECTIONS) {
        let ok = true;
        for (let i = 0; i < word.length && ok; i++) {
          const rr = r + dr * i;
          const cc = c + dc * i;
          ok = rr >= 0 && cc >= 0 && rr < size && cc < size && rows[rr][cc] === word[i];
        }
        if (ok) return { start: [r, c], end: [r + dr * (word.length - 1), c + dc * (word.length - 1)] };
      }
    }
  }
  throw new Error(`${word} is not in the grid`);
}

export async function unfoundWords(page: Page): Promise<string[]> {
  return page.getByTestId('word-list').locator('[data-found="false"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-word')!));
}
