import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import userEvent from '@testing-library/user-event';
import Game from './Game';
import { gridValues } from './logic/grid';
import { move, newGame, type GameState } from './logic/game';
import { DIRECTIONS, type Direction } from './logic/move';
import { toSaved } from './logic/serialize';

const KEY_FOR: Record<Direction, string> = { up: '{ArrowUp}', down: '{ArrowDown}', left: '{ArrowLeft}', right: '{ArrowRight}' };

function setUrl(search: string) {
  window.history.replaceState({}, '', `/game/2048${search}`);
}

function markHelpSeen() {
  window.localStorage.setItem('games:2048:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
}

function saveGame(state: GameState) {
  window.localStorage.setItem(`games:2048:game-${state.size}`, JSON.stringify({ v: 1, data: toSaved(state) }));
}

/** Board values in row-major order, read from the tiles' data attributes. */
function boardValues(size = 4): number[] {
  const values = new Array(size * size).fill(0);
  for (const tile of screen.getByTestId('board-2048').querySelectorAll<HTMLElement>('[data-value]')) {
    values[Number(tile.dataset.row) * size + Number(tile.dataset.col)] = Number(tile.dataset.value);
  }
  return values;
}

function renderGame() {
  return render(<Game slug="2048" title="2048" />);
}

// jsdom has no PointerEvent; a MouseEvent carrying the pointer fields is enough for React.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });
});

beforeEach(() => {
  window.localStorage.clear();
  setUrl('');
});

describe('2048 view', () => {
  it('starts the board given by ?seed and moves it with the keyboard', async () => {
    markHelpSeen();
    setUrl('?seed=view-test');
    const user = userEvent.setup();
    renderGame();
    const start = newGame(4, 'view-test');
    expect(boardValues()).toEqual(gridValues(start.grid));

    const direction = DIRECTIONS.find((d) => move(start, d) !== start)!;
    await user.keyboard(KEY_FOR[direction]);
    const expected = move(start, direction);
    expect(boardValues()).toEqual(gridValues(expected.grid));
    expect(screen.getByTestId('board-2048')).toHaveAttribute('data-score', String(expected.score));
  });

  it('accepts WASD and vim keys, but not keys typed into a text field', async () => {
    markHelpSeen();
    setUrl('?seed=keys');
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Search" />
        <Game slug="2048" title="2048" />
      </>,
    );
    const start = newGame(4, 'keys');
    const direction = DIRECTIONS.find((d) => move(start, d) !== start)!;
    const letter = { up: 'w', down: 's', left: 'a', right: 'd' }[direction];

    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard(letter);
    expect(boardValues()).toEqual(gridValues(start.grid));

    screen.getByRole('application').focus();
    await user.keyboard(letter);
    expect(boardValues()).toEqual(gridValues(move(start, direction).grid));
  });

  const deltaFor = (direction: Direction) => ({ up: [0, -80], down: [0, 80], left: [-80, 0], right: [80, 0] })[direction];

  it('moves on a finger swipe across the board', () => {
    markHelpSeen();
    setUrl('?seed=swipe');
    renderGame();
    const start = newGame(4, 'swipe');
    const direction = DIRECTIONS.find((d) => move(start, d) !== start)!;
    const [dx, dy] = deltaFor(direction);
    const board = screen.getByTestId('board-2048');
    fireEvent.touchStart(board, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(board, { touches: [], changedTouches: [{ clientX: 100 + dx, clientY: 100 + dy }] });
    expect(boardValues()).toEqual(gridValues(move(start, direction).grid));
  });

  it('ignores a short touch and moves on a mouse drag', () => {
    markHelpSeen();
    setUrl('?seed=drag');
    renderGame();
    const start = newGame(4, 'drag');
    const board = screen.getByTestId('board-2048');
    fireEvent.touchStart(board, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(board, { touches: [], changedTouches: [{ clientX: 105, clientY: 102 }] });
    expect(boardValues()).toEqual(gridValues(start.grid));

    const direction = DIRECTIONS.find((d) => move(start, d) !== start)!;
    const [dx, dy] = deltaFor(direction);
    fireEvent.pointerDown(board, { pointerId: 2, clientX: 100, clientY: 100, button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(board, { pointerId: 2, clientX: 100 + dx, clientY: 100 + dy, pointerType: 'mouse' });
    expect(boardValues()).toEqual(gridValues(move(start, direction).grid));
  });

  it('saves every move and restores the game after a reload; New game resets', async () => {
    markHelpSeen();
    const user = userEvent.setup();
    const first = renderGame();
    for (const key of ['{ArrowLeft}', '{ArrowUp}', '{ArrowRight}', '{ArrowDown}']) await user.keyboard(key);
    const before = boardValues();
    const score = screen.getByTestId('board-2048').dataset.score;
    first.unmount();

    renderGame();
    expect(boardValues()).toEqual(before);
    expect(screen.getByTestId('board-2048').dataset.score).toBe(score);

    await user.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.getByTestId('board-2048')).toHaveAttribute('data-score', '0');
    expect(boardValues().filter((v) => v > 0)).toHaveLength(2);
  });

  it('discards a corrupt save and starts a new game', () => {
    markHelpSeen();
    window.localStorage.setItem('games:2048:game-4', '{"v":1,"data":{"size":4,"values":"oops"}}');
    renderGame();
    expect(boardValues().filter((v) => v > 0)).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem('games:2048:game-4')!).data.score).toBe(0);
  });

  it('shows You win! with Keep going', async () => {
    markHelpSeen();
    const user = userEvent.setup();
    const base = newGame(4, 'win');
    const values = [1024, 1024, ...new Array(14).fill(0)];
    saveGame({ ...base, grid: { size: 4, cells: values.map((value, i) => (value ? { id: i + 1, value, row: 0, col: i } : null)) }, nextId: 10 });
    renderGame();
    await user.keyboard('{ArrowLeft}');
    const panel = await screen.findByRole('dialog', { name: 'You win!' });
    expect(within(panel).getByRole('button', { name: 'New game' })).toBeInTheDocument();
    expect(screen.getByTestId('board-2048')).toHaveAttribute('data-state', 'won');
    expect(screen.getByText(/You win! You made 2048/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Keep going' }));
    expect(screen.queryByRole('dialog', { name: 'You win!' })).not.toBeInTheDocument();
    expect(screen.getByTestId('board-2048')).toHaveAttribute('data-state', 'playing');
  });

  it('shows Game over! with Try again', async () => {
    markHelpSeen();
    const user = userEvent.setup();
    const values = [8, 16, 8, 16, 16, 8, 16, 8, 8, 16, 8, 16, 32, 64, 128, 0];
    const base = newGame(4, 'over');
    saveGame({ ...base, grid: { size: 4, cells: values.map((value, i) => (value ? { id: i + 1, value, row: Math.floor(i / 4), col: i % 4 } : null)) }, nextId: 20 });
    renderGame();
    await user.keyboard('{ArrowRight}');
    // Beside the board (GameFrame's result), not over it: the heading takes focus, Try again is a Tab or two away.
    const panel = await screen.findByRole('dialog', { name: 'Game over!' });
    expect(screen.getByTestId('board-2048')).not.toContainElement(panel);
    expect(within(panel).getByRole('heading', { name: 'Game over!' })).toHaveFocus();
    for (let i = 0; i < 4 && document.activeElement?.textContent !== 'Try again'; i++) await user.tab();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Game over!')).not.toBeInTheDocument();
    expect(boardValues().filter((v) => v > 0)).toHaveLength(2);
  });

  it('offers undo only when allowed, with Ctrl+Z, and keeps a separate best', async () => {
    markHelpSeen();
    setUrl('?seed=undo');
    const user = userEvent.setup();
    renderGame();
    const start = newGame(4, 'undo');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    const direction = DIRECTIONS.find((d) => move(start, d) !== start)!;
    await user.keyboard(KEY_FOR[direction]);
    await user.keyboard('{Control>}z{/Control}');
    expect(boardValues()).toEqual(gridValues(move(start, direction).grid));

    await user.click(screen.getByRole('checkbox', { name: 'Allow undo' }));
    screen.getByRole('application').focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(boardValues()).toEqual(gridValues(start.grid));
    expect(screen.getByText('Best (undo)')).toBeInTheDocument();

    await user.keyboard(KEY_FOR[direction]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(boardValues()).toEqual(gridValues(start.grid));
    expect(JSON.parse(window.localStorage.getItem('games:2048:settings')!).data.undoEnabled).toBe(true);
  });

  it('switches board size and keeps a game per size', async () => {
    markHelpSeen();
    const user = userEvent.setup();
    renderGame();
    const fourByFour = boardValues();
    await user.click(screen.getByRole('button', { name: '5×5' }));
    expect(screen.getByTestId('board-2048')).toHaveAttribute('data-size', '5');
    expect(boardValues(5).filter((v) => v > 0)).toHaveLength(2);
    expect(screen.getByRole('button', { name: '5×5' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '4×4' }));
    expect(boardValues()).toEqual(fourByFour);
  });

  it('shows how to play on the first visit and describes the board for screen readers', async () => {
    const user = userEvent.setup();
    renderGame();
    const help = await screen.findByRole('dialog', { name: 'How to play' });
    // The help text loads just after the game's first paint.
    expect(await within(help).findByText(/arrow keys/)).toBeInTheDocument();
    // Keys pressed inside the dialog do not move tiles.
    const before = boardValues();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(boardValues()).toEqual(before);
    await user.click(within(help).getByRole('button', { name: 'Got it' }));
    expect(screen.getByRole('application', { name: /2048 board, 4×4/ })).toHaveAccessibleDescription(/Row 1: /);
  });

  it('announces score changes', async () => {
    markHelpSeen();
    const base = newGame(4, 'announce');
    const values = [2, 2, ...new Array(14).fill(0)];
    saveGame({ ...base, grid: { size: 4, cells: values.map((value, i) => (value ? { id: i + 1, value, row: 0, col: i } : null)) }, nextId: 5 });
    renderGame();
    await userEvent.setup().keyboard('{ArrowLeft}');
    expect(screen.getByText('Score 4, plus 4.')).toBeInTheDocument();
  });

  const nearlyOver = () => {
    const values = [8, 16, 8, 16, 16, 8, 16, 8, 8, 16, 8, 16, 32, 64, 128, 0];
    const base = newGame(4, 'over');
    return { ...base, score: 900, grid: { size: 4 as const, cells: values.map((value, i) => (value ? { id: i + 1, value, row: Math.floor(i / 4), col: i % 4 } : null)) }, nextId: 20 };
  };

  it('records the round when the game ends: score, New best! over the older best, best tile, share', async () => {
    markHelpSeen();
    // A best saved before the kit's score path still counts.
    window.localStorage.setItem('games:2048:best', JSON.stringify({ v: 1, data: { '4': { withoutUndo: 500, withUndo: 0 } } }));
    saveGame(nearlyOver());
    renderGame();
    expect(screen.getByText('Best').nextElementSibling).toHaveTextContent('900');
    await userEvent.setup().keyboard('{ArrowRight}');
    const panel = await screen.findByRole('dialog', { name: 'Game over!' });
    // The Best cell shows the best beaten and the new one, with the badge beside the number.
    expect(within(panel).getByTestId('best-figure')).toHaveTextContent(/^500 → \d+ New best!$/);
    expect(within(panel).getByText('Best tile').nextElementSibling).toHaveTextContent('128');
    expect(within(panel).getByRole('button', { name: 'Share result' })).toBeInTheDocument();
    expect(screen.getByTestId('game-announcement')).toHaveTextContent(/^Game over! Score \d+\. New best score!$/);
    // Kept in the records document (the older best's key carried over and removed).
    await waitFor(() => expect(storedScoreRecords('2048')?.byKey['4']).toMatchObject({ best: 900, played: 1, bestExtras: { tile: 128 } }));
    expect(window.localStorage.getItem('games:2048:best')).toBeNull();
  });

  it('shares a spoiler-free result: the board size, score and best tile, not the board', async () => {
    markHelpSeen();
    saveGame(nearlyOver());
    renderGame();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByRole('button', { name: 'Share result' }));
    expect(await within(screen.getByRole('dialog', { name: 'Game over!' })).findByText('Copied to the clipboard.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await window.navigator.clipboard.readText()).toBe('2048 · 4×4\n🏆 900 points · new best!\n🧱 Best tile 128');
  });

  it('keeps a left round\'s best when the player starts a new game', async () => {
    markHelpSeen();
    const base = newGame(4, 'leave');
    saveGame({ ...base, score: 640 });
    const user = userEvent.setup();
    renderGame();
    await user.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.getByText('Best').nextElementSibling).toHaveTextContent('640');
    await waitFor(() => expect(storedScoreRecords('2048')?.byKey['4']).toMatchObject({ best: 640, played: 1 }));
  });
});

