import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { dealBoard } from './logic/generate';
import { dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { DAILY_LEVEL, LEVELS } from './logic/levels';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';
import { bestsOf } from '@games/shared/game-kit/records/best-view';

const SLUG = descriptor.slug;
// The first deal loads and compiles the generator; a busy machine needs more than the default 5 s.
jest.setTimeout(90_000);

function arrowFor(from: number, to: number): string {
  if (to === from + 1) return 'ArrowRight';
  if (to === from - 1) return 'ArrowLeft';
  return to > from ? 'ArrowDown' : 'ArrowUp';
}

async function openGame(search = '') {
  window.history.replaceState({}, '', `/game/${SLUG}${search}`);
  const view = render(<Game slug={SLUG} title="Flow" />);
  // jsdom has no Worker: the board is dealt on the main thread after a dynamic import.
  const board = await screen.findByTestId(descriptor.ready.testId, {}, { timeout: 5000 });
  return { view, board };
}

/** Draws colour k's solution with the keyboard: its number key (0 for the tenth, then ] on), then arrows from its first dot. */
function drawByKeys(board: HTMLElement, k: number, path: readonly number[]) {
  act(() => void fireEvent.keyDown(board, { key: String(Math.min(k + 1, 10) % 10) }));
  for (let i = 10; i <= k; i++) act(() => void fireEvent.keyDown(board, { key: ']' }));
  for (let i = 1; i < path.length; i++) act(() => void fireEvent.keyDown(board, { key: arrowFor(path[i - 1], path[i]) }));
}

describe('Flow view', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  });

  it('is won by keyboard alone: number keys pick a colour, arrows draw it', async () => {
    const { board } = await openGame('?seed=view&difficulty=p5-1');
    const { puzzle, solution } = dealBoard('unlimited', 'p5-1', 'view');
    expect(board.querySelectorAll('[data-cell]')).toHaveLength(25);
    expect(puzzle.ends.length).toBeLessThanOrEqual(9);
    solution.forEach((path, k) => drawByKeys(board, k, path));
    expect(board).toHaveAttribute('data-state', 'won');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Solved!');
    expect(dialog).toHaveTextContent('★★★');
    expect(storedPuzzleRecords(SLUG)!.won).toBe(1);
    // The stars are saved on the level's board of the records document (their code loads with the win).
    await waitFor(() => expect(bestsOf(JSON.parse(window.localStorage.getItem(`games:${SLUG}:records`)!).data, 'stars')).toEqual({ 'p5-1': 3 }));
    expect(window.localStorage.getItem(`games:${SLUG}:stars`)).toBeNull();
    // On to the next level, and the map shows the stars earned.
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Next level' })));
    const next = dealBoard('unlimited', 'p5-2', 'any');
    await waitFor(() => expect(screen.getByTestId(descriptor.ready.testId).querySelectorAll('[data-dot]')).toHaveLength(next.puzzle.ends.length * 2), { timeout: 10_000 });
    expect(screen.getByTestId(descriptor.ready.testId)).toHaveAttribute('data-state', 'playing');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Levels' })));
    const map = await screen.findByRole('dialog', { name: 'Levels' }, { timeout: 10_000 });
    expect(within(map).getByRole('button', { name: '5×5 level 1, 3 stars' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: '5×5 level 2, not solved yet' })).toHaveAttribute('aria-current', 'true');
    expect(within(map).getAllByRole('button', { name: /level \d+/ })).toHaveLength(LEVELS.length);
  });

  it('offers each way on once after a win: the map alone after the last level; after the daily, the levels and the map', async () => {
    const buttonNames = (dialog: HTMLElement) => within(dialog).getAllByRole('button').map((button) => button.textContent);
    const last = LEVELS[LEVELS.length - 1].value;
    const { board, view } = await openGame(`?seed=last&difficulty=${last}`);
    dealBoard('unlimited', last, 'last').solution.forEach((path, k) => drawByKeys(board, k, path));
    let dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    // Before: "Levels" twice (as the primary action and beside it).
    expect(within(dialog).getAllByRole('button', { name: 'Levels' })).toHaveLength(1);
    expect(new Set(buttonNames(dialog)).size).toBe(buttonNames(dialog).length);
    view.unmount();
    // A first visit again, which opens on today's daily.
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    const daily = await openGame();
    dealBoard('daily', DAILY_LEVEL, dailyPuzzleSeed(SLUG)).solution.forEach((path, k) => drawByKeys(daily.board, k, path));
    dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getAllByRole('button', { name: 'Levels' })).toHaveLength(1);
    // The daily's time is the daily's best, not 7×7 level 1's (before: 'Best · 7×7, level 1', kept as that level's best).
    expect(dialog).toHaveTextContent('Best · Daily');
    expect(Object.keys(storedPuzzleRecords(SLUG)!.bestTimes)).toEqual(['daily']);
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Play levels' })));
    await waitFor(() => expect(screen.getByTestId(descriptor.ready.testId)).toHaveAttribute('data-state', 'playing'), { timeout: 10_000 });
  });

  it('draws the walls of a walled level and names them', async () => {
    const { board } = await openGame('?seed=walls&difficulty=w7-1');
    const { puzzle } = dealBoard('unlimited', 'w7-1', 'walls');
    expect(puzzle.walls!.length).toBeGreaterThan(0);
    expect(board.querySelectorAll('[data-wall]')).toHaveLength(puzzle.walls!.length);
    expect(board).toHaveAttribute('aria-label', expect.stringContaining(`${puzzle.walls!.length} walls`));
  });

  it('draws the bridges of a bridge level, names them, and is won by keys straight through them', async () => {
    const { board } = await openGame('?seed=bridges&difficulty=b7-1');
    const { puzzle, solution } = dealBoard('unlimited', 'b7-1', 'bridges');
    const bridges = puzzle.bridges!;
    expect(bridges.length).toBeGreaterThan(0);
    expect(board.querySelectorAll('[data-bridge]')).toHaveLength(bridges.length);
    expect(board).toHaveAttribute('aria-label', expect.stringContaining(bridges.length === 1 ? '1 bridge' : `${bridges.length} bridges`));
    expect(screen.getAllByRole('img', { name: /^Bridge at [A-G][1-7]: empty$/ })).toHaveLength(bridges.length);
    // A pipe that reaches a bridge cannot turn on it.
    const k = solution.findIndex((path) => path.some((cell) => bridges.includes(cell)));
    const path = solution[k];
    const onBridge = path.findIndex((cell) => bridges.includes(cell));
    drawByKeys(board, k, path.slice(0, onBridge + 1));
    const turn = path[onBridge] - path[onBridge - 1] === 1 || path[onBridge] - path[onBridge - 1] === -1 ? 'ArrowDown' : 'ArrowRight';
    act(() => void fireEvent.keyDown(board, { key: turn }));
    expect(await screen.findByText(/on a bridge a pipe goes straight on/)).toBeInTheDocument();
    for (let i = 0; i < onBridge; i++) act(() => void fireEvent.keyDown(board, { key: 'Backspace' }));
    solution.forEach((whole, colour) => drawByKeys(board, colour, whole));
    expect(board).toHaveAttribute('data-state', 'won');
    for (const bridge of bridges) {
      const cell = board.querySelector(`[data-cell="${bridge}"]`)!;
      expect(cell.getAttribute('aria-label')).toMatch(/flow [A-Z] across, flow [A-Z] down$/);
    }
  });

  it('keeps the drawn pipes after a reload', async () => {
    const first = await openGame('?seed=reload&difficulty=p6-2');
    const { solution } = dealBoard('unlimited', 'p6-2', 'reload');
    drawByKeys(first.board, 0, solution[0]);
    const filled = first.board.querySelectorAll('.flow-cell--filled').length;
    expect(filled).toBe(solution[0].length);
    first.view.unmount();
    const second = await openGame();
    expect(second.board.querySelectorAll('.flow-cell--filled')).toHaveLength(filled);
  });
});
