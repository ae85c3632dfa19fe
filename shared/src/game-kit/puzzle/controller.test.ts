import {
  canRedoNow,
  canUndoNow,
  clockRuns,
  controllerStep,
  dealFor,
  endsPuzzle,
  hasStarted,
  initialControllerState,
  movedBoards,
  viewStatus,
  type ControllerAction,
  type ControllerState,
} from './controller';
import { boardOf, startSession, type PuzzleDeal } from './session';
import { digitsRules, type DigitsBoard, type DigitsMove, type DigitsPuzzle } from './test-rules';

const rules = digitsRules(2);
type State = ControllerState<DigitsPuzzle, DigitsBoard>;
type Action = ControllerAction<DigitsPuzzle, DigitsBoard, DigitsMove>;
const deal: PuzzleDeal = { mode: 'unlimited', level: 'easy', seed: 's' };
const puzzle: DigitsPuzzle = { solution: [1, 2] };
const types = (events: { type: string }[]) => events.map((event) => event.type);

/** Runs actions in turn; the last step's state and events. */
function run(state: State, ...actions: Action[]) {
  let step = { state, events: [] as ReturnType<typeof controllerStep>['events'] };
  for (const action of actions) step = controllerStep(rules, step.state, action);
  return step;
}
const dealt = () => run(initialControllerState<DigitsPuzzle, DigitsBoard>(null), { type: 'deal', deal }, { type: 'dealt', deal, puzzle }).state;

describe('puzzle controller', () => {
  it('is dealing before the first puzzle, and while a deal is on its way', () => {
    const empty = initialControllerState<DigitsPuzzle, DigitsBoard>(null);
    expect(viewStatus(empty)).toBe('dealing');
    const dealing = run(empty, { type: 'deal', deal }).state;
    expect(viewStatus(dealing)).toBe('dealing');
    expect(clockRuns(dealing)).toBe(false);
  });

  it('shows a dealt puzzle afresh and says so', () => {
    const step = run(initialControllerState<DigitsPuzzle, DigitsBoard>(null), { type: 'deal', deal }, { type: 'dealt', deal, puzzle });
    expect(types(step.events)).toEqual(['dealt']);
    expect(viewStatus(step.state)).toBe('playing');
    expect(boardOf(step.state.session!)).toEqual([0, 0]);
    expect(step.state.pending).toBeNull();
  });

  it('drops a deal that a newer one superseded', () => {
    const newer: PuzzleDeal = { ...deal, seed: 'newer' };
    const state = run(initialControllerState<DigitsPuzzle, DigitsBoard>(null), { type: 'deal', deal }, { type: 'deal', deal: newer }).state;
    const late = controllerStep(rules, state, { type: 'dealt', deal, puzzle });
    expect(late.state).toBe(state);
    expect(late.events).toEqual([]);
    expect(controllerStep(rules, state, { type: 'deal-failed', deal, failure: 'x' }).state).toBe(state);
  });

  it('keeps a failed deal for Retry, blocks moves meanwhile, and says why', () => {
    const before = dealt();
    const failed = run(before, { type: 'deal', deal }, { type: 'deal-failed', deal, failure: 'No network.' });
    expect(failed.events).toEqual([{ type: 'deal-failed', failure: 'No network.' }]);
    expect(viewStatus(failed.state)).toBe('failed');
    expect(failed.state.pending?.deal).toBe(deal);
    // The puzzle on the board goes on being timed, but takes no moves until a puzzle is shown again.
    expect(clockRuns(failed.state)).toBe(true);
    expect(controllerStep(rules, failed.state, { type: 'move', move: { cell: 0, digit: 1 } }).state).toBe(failed.state);
  });

  it('plays moves, undo and redo, and leaves the state as it was for a move that changes nothing', () => {
    const moved = run(dealt(), { type: 'move', move: { cell: 0, digit: 1 } });
    expect(types(moved.events)).toEqual(['moved']);
    expect(canUndoNow(moved.state)).toBe(true);
    const undone = run(moved.state, { type: 'undo' });
    expect(types(undone.events)).toEqual(['undone']);
    expect(canRedoNow(undone.state)).toBe(true);
    expect(types(run(undone.state, { type: 'redo' }).events)).toEqual(['redone']);
    expect(controllerStep(rules, moved.state, { type: 'move', move: { cell: 0, digit: 1 } }).state).toBe(moved.state);
  });

  it('shows a hint until the next change', () => {
    const hinted = run(dealt(), { type: 'hint' });
    expect(hinted.state.shownHint).toEqual({ reason: 'Cell 1 is 1.', cells: [0] });
    expect(movedBoards(dealt(), hinted)).toBeNull();
    expect(run(hinted.state, { type: 'clear' }).state.shownHint).toBeNull();
  });

  it('gives the boards of a move for the game’s words', () => {
    const before = dealt();
    const step = controllerStep(rules, before, { type: 'set-board', board: [1, 0] });
    expect(movedBoards(before, step)).toEqual({ before: [0, 0], after: [1, 0] });
  });

  it('ends the puzzle on a solve or a loss, and keeps the clock’s reading at the finish', () => {
    const solved = run(dealt(), { type: 'move', move: { cell: 0, digit: 1 } }, { type: 'move', move: { cell: 1, digit: 2 } });
    expect(endsPuzzle(solved.events)).toBe(true);
    expect(viewStatus(solved.state)).toBe('won');
    expect(clockRuns(solved.state)).toBe(false);
    expect(run(solved.state, { type: 'finish', elapsedMs: 4200 }).state.session?.elapsedMs).toBe(4200);
    const lost = run(dealt(), { type: 'move', move: { cell: 0, digit: 9 } }, { type: 'move', move: { cell: 1, digit: 9 } });
    expect(types(lost.events)).toContain('lost');
    expect(endsPuzzle(lost.events)).toBe(true);
  });

  it('restarts the same puzzle from the start', () => {
    const step = run(dealt(), { type: 'move', move: { cell: 0, digit: 9 } }, { type: 'restart' });
    expect(types(step.events)).toEqual(['restarted']);
    expect(step.state.session).toMatchObject({ moves: 0, mistakes: 0, elapsedMs: 0, status: 'playing' });
  });

  it('starts a first-move clock once the puzzle is begun or its board touched', () => {
    const fresh = dealt();
    expect(clockRuns(fresh)).toBe(true);
    expect(clockRuns(fresh, 'first-move')).toBe(false);
    expect(hasStarted(fresh)).toBe(false);
    expect(clockRuns(run(fresh, { type: 'touch' }).state, 'first-move')).toBe(true);
    expect(clockRuns(run(fresh, { type: 'move', move: { cell: 0, digit: 1 } }).state, 'first-move')).toBe(true);
    const restored = initialControllerState({ ...startSession(rules, puzzle, deal), elapsedMs: 3000 });
    expect(clockRuns(restored, 'first-move')).toBe(true);
  });

  it('opens a saved game in place of a pending deal', () => {
    const saved = { ...startSession(rules, puzzle, { mode: 'daily', level: 'easy', seed: 'd', dailyDate: '2026-11-29' }), moves: 3 };
    const state = run(dealt(), { type: 'hint' }, { type: 'deal', deal }, { type: 'open', session: saved }).state;
    expect(state).toEqual({ session: saved, pending: null, shownHint: null, touched: false });
  });

  it('deals unlimited play from a seed and the daily from the day’s seed at the day’s level', () => {
    const facts = { seed: 'abc', today: '2026-11-29', dailySeed: 'game:2026-11-29', dailyLevel: 'hard' };
    expect(dealFor({ mode: 'unlimited', level: 'easy' }, facts)).toEqual({ mode: 'unlimited', level: 'easy', seed: 'abc' });
    expect(dealFor({ mode: 'daily', level: 'easy' }, facts)).toEqual({ mode: 'daily', level: 'hard', seed: 'game:2026-11-29', dailyDate: '2026-11-29' });
  });
});
