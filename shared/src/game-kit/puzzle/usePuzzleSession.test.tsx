import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dateKey, dailyPuzzleSeed, previousDateKey } from './daily';
import { PuzzleGameFrame } from './PuzzleGameFrame';
import { digitsRules, type DigitsPuzzle } from './test-rules';
import { usePuzzleSession, type DealRequest } from './usePuzzleSession';
import { progressPublished } from '../progress/publish';
import { puzzleRecordsOf } from '../records/puzzle-view';

const GAME_KEY = 'test-puzzle';
const LEVELS = [
  { value: 'easy', label: 'Easy' },
  { value: 'hard', label: 'Hard' },
];
const rules = digitsRules(3);
type Deal = (request: DealRequest) => Promise<DigitsPuzzle>;

function TestGame({ deal }: { deal: Deal }) {
  const game = usePuzzleSession({ gameKey: GAME_KEY, title: 'Test', rules, levels: LEVELS, deal, countsMistakes: true });
  return (
    <PuzzleGameFrame game={game} title="Test" howToPlay={<p>Fill in the digits.</p>}>
      <div data-testid="board">
        {game.board?.map((digit, cell) => (
          <button key={cell} type="button" onClick={() => game.play({ cell, digit: game.puzzle!.solution[cell] })}>
            {`cell ${cell}: ${digit}`}
          </button>
        ))}
        <button type="button" onClick={() => game.play({ cell: 0, digit: 9 })}>
          wrong
        </button>
      </div>
    </PuzzleGameFrame>
  );
}

const solved = (): Deal => jest.fn(async () => ({ solution: [1, 2] }));
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${GAME_KEY}:${what}`) ?? 'null')?.data;
/** The puzzle records as the session keeps them: the records document (version 2), seen through the puzzle view. */
function storedRecords() {
  const envelope = JSON.parse(window.localStorage.getItem(`games:${GAME_KEY}:records`) ?? 'null');
  expect(envelope?.v).toBe(2);
  return puzzleRecordsOf(envelope.data);
}

async function renderGame(deal: Deal = solved()) {
  const view = render(<TestGame deal={deal} />);
  await screen.findByTestId('board');
  return view;
}

const click = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('usePuzzleSession', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${GAME_KEY}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', '/game/test-puzzle');
  });

  it('deals today’s daily on a first visit, plays it to a win and records it', async () => {
    const deal = solved();
    await renderGame(deal);
    expect(deal).toHaveBeenCalledWith(expect.objectContaining({ mode: 'daily', seed: dailyPuzzleSeed(GAME_KEY), dailyDate: dateKey(), level: 'easy' }));
    click('cell 0: 0');
    click('cell 1: 0');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Solved!');
    // The first solve of a level is a new best (zip-game once lost this line on its first win): the time
    // with a badge beside it, not the badge instead of the number.
    expect(within(dialog).getByTestId('best-figure')).toHaveTextContent(/^0:0\d New best!$/);
    // After a daily, the way on is unlimited play (issue 30's hub turns this into the next daily).
    expect(within(dialog).getByRole('button', { name: 'Play unlimited' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /share/i })).toBeInTheDocument();
    const records = storedRecords();
    expect(records).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    expect(records.dailyDone[dateKey()]).toBeDefined();
    expect(stored('game-daily').status).toBe('won');
  });

  it('a daily solved with hints is done, says so, and sets no best time', async () => {
    await renderGame();
    click('Hint');
    click('cell 1: 0');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Solved with 1 hint');
    expect(dialog).not.toHaveTextContent('Solved!');
    expect(dialog).toHaveTextContent(/FlawlessNo/);
    expect(within(dialog).queryByTestId('best-figure')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Best times count only solves without hints.');
    const records = storedRecords();
    expect(records.bestTimes).toEqual({});
    expect(records.dailyDone[dateKey()]).toMatchObject({ hints: 1, flawless: false });
  });

  it('after a daily, leads on to the next daily not done today, and says the day is complete after the last', async () => {
    const list = [
      { slug: GAME_KEY, title: 'Test' },
      { slug: 'tango-game', title: 'Tango Game' },
    ];
    window.localStorage.setItem('games:dailies', JSON.stringify({ v: 1, data: list }));
    await renderGame();
    click('cell 0: 0');
    click('cell 1: 0');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(dialog).getByRole('button', { name: 'Play unlimited' })).toBeInTheDocument();
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Next daily: Tango Game →' })));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/game/tango-game?mode=daily');
    // The game's own summary: today's daily solved, nothing left to continue.
    await act(() => progressPublished());
    const progress = JSON.parse(window.localStorage.getItem(`games:progress:${GAME_KEY}`) ?? 'null').data;
    expect(progress.daily).toMatchObject({ date: dateKey(), state: 'solved' });
    expect(progress.resume).toBeUndefined();
  });

  it('after the last daily of the day, says all are done and offers unlimited play', async () => {
    window.localStorage.setItem('games:dailies', JSON.stringify({ v: 1, data: [{ slug: GAME_KEY, title: 'Test' }] }));
    await renderGame();
    click('cell 0: 0');
    click('cell 1: 0');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('That was the last daily of the day: all done.');
    expect(within(dialog).getAllByRole('button', { name: 'Play unlimited' })).toHaveLength(1);
  });

  it('opens the mode a Today tile or Continue card asks for, and publishes where to continue', async () => {
    window.history.replaceState({}, '', '/game/test-puzzle?mode=unlimited&difficulty=hard');
    const deal = solved();
    await renderGame(deal);
    expect(deal).toHaveBeenCalledWith(expect.objectContaining({ mode: 'unlimited', level: 'hard' }));
    click('cell 0: 0');
    await act(() => progressPublished());
    const progress = JSON.parse(window.localStorage.getItem(`games:progress:${GAME_KEY}`) ?? 'null').data;
    expect(progress.resume).toMatchObject({ path: '/game/test-puzzle?mode=unlimited&difficulty=hard', label: expect.stringMatching(/^Hard · 0:0\d$/) });
  });

  it('starts the puzzle a seeded URL names, as unlimited play at its level', async () => {
    window.history.replaceState({}, '', '/game/test-puzzle?seed=shared-link&difficulty=hard');
    const deal = solved();
    await renderGame(deal);
    expect(deal).toHaveBeenCalledWith(expect.objectContaining({ mode: 'unlimited', level: 'hard', seed: 'shared-link' }));
    expect(stored('mode')).toEqual({ mode: 'unlimited', level: 'hard' });
  });

  it('continues a seeded URL’s puzzle after a reload, and deals a different seed afresh', async () => {
    window.history.replaceState({}, '', '/game/test-puzzle?seed=shared-link&difficulty=hard');
    const first = await renderGame();
    click('cell 0: 0');
    first.unmount();
    const again = solved();
    const second = await renderGame(again);
    expect(again).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'cell 0: 1' })).toBeInTheDocument();
    second.unmount();
    window.history.replaceState({}, '', '/game/test-puzzle?seed=other-link&difficulty=hard');
    const other = solved();
    await renderGame(other);
    expect(other).toHaveBeenCalledWith(expect.objectContaining({ seed: 'other-link' }));
  });

  it('continues the saved game after a reload, and counts a mistake that undo does not take back', async () => {
    const first = await renderGame();
    click('wrong');
    click('Undo');
    click('cell 1: 0');
    first.unmount();
    const deal = solved();
    await renderGame(deal);
    expect(deal).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'cell 1: 2' })).toBeInTheDocument();
    expect(stored('game-daily')).toMatchObject({ mistakes: 1, moves: 2 });
  });

  it('deals a new daily when the saved one is from another day, and discards a corrupt save', async () => {
    const old = await renderGame();
    click('cell 0: 0');
    old.unmount();
    const saved = stored('game-daily');
    window.localStorage.setItem(`games:${GAME_KEY}:game-daily`, JSON.stringify({ v: 1, data: { ...saved, dailyDate: '2001-01-01' } }));
    const deal = solved();
    const view = await renderGame(deal);
    expect(deal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'cell 0: 0' })).toBeInTheDocument();
    view.unmount();

    window.localStorage.setItem(`games:${GAME_KEY}:game-daily`, '{"v":1,"data":{"history":"broken"}');
    const again = solved();
    await renderGame(again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('shows only the newest of two deals that overlap', async () => {
    let resolveFirst: (puzzle: DigitsPuzzle) => void = () => undefined;
    const deal: Deal = jest
      .fn()
      .mockImplementationOnce(() => new Promise<DigitsPuzzle>((resolve) => (resolveFirst = resolve)))
      .mockImplementation(async () => ({ solution: [7, 8, 9] }));
    render(<TestGame deal={deal} />);
    expect(screen.getByRole('status')).toHaveTextContent('Dealing');
    click('New puzzle');
    await screen.findByRole('button', { name: 'cell 2: 0' });
    await act(async () => resolveFirst({ solution: [1] }));
    expect(screen.getByRole('button', { name: 'cell 2: 0' })).toBeInTheDocument();
  });

  it('offers Retry when a deal fails', async () => {
    const deal: Deal = jest.fn().mockRejectedValueOnce(new Error('worker died')).mockResolvedValue({ solution: [1] });
    render(<TestGame deal={deal} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be dealt');
    click('Retry');
    expect(await screen.findByTestId('board')).toBeInTheDocument();
    expect(deal).toHaveBeenCalledTimes(2);
  });

  it('undoes and redoes with the keyboard, and gives a hint with its reason', async () => {
    await renderGame();
    click('cell 0: 0');
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(screen.getByRole('button', { name: 'cell 0: 0' })).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    });
    expect(screen.getByRole('button', { name: 'cell 0: 1' })).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(window, { key: 'h' });
    });
    expect(screen.getByTestId('puzzle-hint')).toHaveTextContent('Cell 2 is 2.');
  });

  it('saves the game when the page is hidden', async () => {
    await renderGame();
    click('cell 0: 0');
    window.localStorage.removeItem(`games:${GAME_KEY}:game-daily`);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored('game-daily')).toMatchObject({ moves: 1 });
  });

  it('takes up a player’s version 1 records: their best and streak shown, and kept in the records document after a solve', async () => {
    const yesterday = previousDateKey(dateKey());
    const v1 = {
      bestTimes: { easy: 1, hard: 300_000 },
      dailyDone: { [yesterday]: { timeMs: 90_000, hints: 0, flawless: true } },
      played: 7,
      won: 5,
      currentStreak: 4,
      maxStreak: 6,
    };
    window.localStorage.setItem(`games:${GAME_KEY}:records`, JSON.stringify({ v: 1, data: v1 }));
    await renderGame();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt.gk-stat__label' }).nextElementSibling;
    // The records come after the first paint.
    await waitFor(() => expect(stat('Streak')).toHaveTextContent('4'));
    expect(stat('Best')).toHaveTextContent('0:00');
    click('cell 0: 0');
    click('cell 1: 0');
    await screen.findByRole('dialog');
    const records = storedRecords();
    // The bests stay (today's solve did not beat 1 ms), yesterday's daily keeps the streak going.
    expect(records.bestTimes).toEqual(v1.bestTimes);
    expect(records).toMatchObject({ played: 8, won: 6, currentStreak: 5, maxStreak: 6 });
    expect(records.dailyDone[yesterday]).toEqual(v1.dailyDone[yesterday]);
    expect(records.dailyDone[dateKey()]).toMatchObject({ hints: 0, flawless: true });
    expect(stat('Streak')).toHaveTextContent('5 ✓');
  });
});
