import { act, renderHook } from '@testing-library/react';
import { createStore, type StorageLike } from '../storage';
import { memoryStorage } from '../records/test-storage';
import { useStepScoreSession, type StepScoreOptions } from './useStepScoreSession';

/** A toy step-score game: each step adds points; it ends at 100 or more; undo steps back. */
interface Toy {
  seed: string;
  score: number;
  history: number[];
  undoUsed: boolean;
}

const isToy = (value: unknown): value is Toy => typeof value === 'object' && value !== null && typeof (value as Toy).score === 'number';
const newToy = (seed: string): Toy => ({ seed, score: 0, history: [], undoUsed: false });
const step = (game: Toy, points: number): Toy => ({ ...game, score: game.score + points, history: [...game.history, game.score] });
const back = (game: Toy): Toy => ({ ...game, score: game.history[game.history.length - 1], history: game.history.slice(0, -1), undoUsed: true });

function setup(storage: StorageLike, overrides: Partial<StepScoreOptions<Toy>> = {}) {
  const store = createStore({ key: 'toy:game', version: 1, validate: isToy, storage });
  const options: StepScoreOptions<Toy> = {
    gameKey: 'toy',
    store,
    newGame: newToy,
    isOver: (g) => g.score >= 100,
    score: (g) => g.score,
    extras: (g) => ({ steps: g.history.length }),
    scoreKeyOf: (g) => (g.undoUsed ? 'undo' : 'default'),
    undo: back,
    canUndo: (g) => g.history.length > 0,
    older: undefined,
    ...overrides,
  };
  return { store, ...renderHook(() => useStepScoreSession(options)) };
}

/** The game as saved (the records go to localStorage, through the score store). */
const savedGame = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get('games:toy:game')!).data as Toy;

beforeEach(() => {
  window.history.replaceState({}, '', '/game/toy');
  localStorage.clear();
});

describe('useStepScoreSession', () => {
  it('opens the saved game, else a random one; a URL seed starts that seed fresh', () => {
    const storage = memoryStorage({ 'games:toy:game': { v: 1, data: { ...newToy('kept'), score: 40, history: [0] } } });
    expect(setup(storage).result.current.game).toMatchObject({ seed: 'kept', score: 40 });
    window.history.replaceState({}, '', '/game/toy?seed=abc');
    expect(setup(storage).result.current.game).toMatchObject({ seed: 'abc', score: 0 });
    expect(setup(memoryStorage()).result.current.game.seed).not.toBe('');
  });

  it('saves the game after every step and counts the round once, when a step ends it', () => {
    const storage = memoryStorage();
    const { result } = setup(storage);
    let outcome: ReturnType<typeof result.current.play> = null;
    act(() => void (outcome = result.current.play(step(result.current.current(), 60))));
    expect(outcome).toBeNull();
    expect(savedGame(storage).score).toBe(60);
    expect(result.current.best).toBe(60);
    act(() => void (outcome = result.current.play(step(result.current.current(), 50))));
    expect(outcome).toMatchObject({ score: 110, newBest: true, best: 110 });
    expect(result.current).toMatchObject({ over: true, ended: outcome, scoreKey: 'default' });
    expect(result.current.record).toMatchObject({ played: 1, bestExtras: { steps: 2 } });
    expect(savedGame(storage).score).toBe(110);
  });

  it('plays two steps in one event from the latest game', () => {
    const { result } = setup(memoryStorage());
    act(() => {
      result.current.play(step(result.current.current(), 30));
      result.current.play(step(result.current.current(), 30));
    });
    expect(result.current.game.score).toBe(60);
  });

  it('undo steps back, clears the end shown, and the game then counts under its own key', () => {
    const { result } = setup(memoryStorage());
    expect(result.current.canUndo).toBe(false);
    act(() => void result.current.undo());
    act(() => void result.current.play(step(result.current.current(), 120)));
    expect(result.current.ended).not.toBeNull();
    let after: ReturnType<typeof result.current.undo> = null;
    act(() => void (after = result.current.undo()));
    expect(after).toMatchObject({ score: 0, undoUsed: true });
    expect(result.current).toMatchObject({ ended: null, over: false, scoreKey: 'undo', canUndo: false });
    act(() => void result.current.play(step(result.current.current(), 150)));
    expect(result.current.records.byKey).toMatchObject({ default: { best: 120, played: 1 }, undo: { best: 150, played: 1 } });
  });

  it('New game counts the game left when it scored, not one that ended or never scored', () => {
    const { result } = setup(memoryStorage());
    act(() => void result.current.newGame());
    expect(result.current.record.played).toBe(0);
    act(() => void result.current.play(step(result.current.current(), 40)));
    act(() => void result.current.newGame());
    expect(result.current.record).toMatchObject({ played: 1, best: 40 });
    expect(result.current.game.score).toBe(0);
    act(() => void result.current.play(step(result.current.current(), 100)));
    act(() => void result.current.newGame(newToy('given')));
    expect(result.current.record).toMatchObject({ played: 2, best: 100 });
    expect(result.current.game).toMatchObject({ seed: 'given', score: 0 });
  });

  it('abandonedCounts: false leaves a game unrecorded; show() puts another game up without counting it', () => {
    const { result } = setup(memoryStorage(), { abandonedCounts: false });
    act(() => void result.current.play(step(result.current.current(), 40)));
    act(() => void result.current.newGame());
    expect(result.current.record.played).toBe(0);
    act(() => result.current.show({ ...newToy('other'), score: 120 }));
    expect(result.current).toMatchObject({ over: true, ended: null });
    expect(result.current.record.played).toBe(0);
  });

  it('open() decides the game on arrival when given', () => {
    window.history.replaceState({}, '', '/game/toy?seed=xyz');
    const open = jest.fn((seed: string | null) => ({ ...newToy(`opened-${seed}`), score: 5 }));
    const { result } = setup(memoryStorage(), { open });
    expect(open).toHaveBeenCalledWith('xyz');
    expect(result.current.game).toMatchObject({ seed: 'opened-xyz', score: 5 });
  });
});
