import type { IdleScheduler } from '../app/idle-scheduler';
import { firstScreenGameSlugs, warmFirstScreenWhenIdle } from './warm-first-screen';

function link(href: string, top: number, height = 100): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.getBoundingClientRect = () => ({ top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) });
  return a;
}

test('the first screen is read in order, without repeats, hidden links or links below the fold', () => {
  const root = document.createElement('div');
  root.append(
    link('/game/sudoku?mode=daily', 100),
    link('/game/zip-game', 120),
    link('/game/sudoku', 400),
    link('/game/hidden', 150, 0),
    link('/about', 10),
    link('/game/below', 700),
    link('/game/tango-game', 600),
    link('/game/queens-game', 620),
  );
  expect(firstScreenGameSlugs(root, 667)).toEqual(['sudoku', 'zip-game', 'tango-game']);
  expect(firstScreenGameSlugs(root, 667, 2)).toEqual(['sudoku', 'zip-game']);
});

function manualScheduler() {
  const queue: Array<() => void> = [];
  const scheduler: IdleScheduler = {
    whenLoaded: (run) => (queue.push(run), () => queue.splice(queue.indexOf(run), 1)),
    whenIdle: (run) => (queue.push(run), () => queue.splice(queue.indexOf(run), 1)),
  };
  const flush = async () => {
    while (queue.length) {
      queue.shift()!();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { scheduler, flush, pending: () => queue.length };
}

test('after load, one game is warmed per idle period, each after the last one settled', async () => {
  const runs: Array<() => void> = [];
  const idle: IdleScheduler = { whenLoaded: (run) => (runs.push(run), () => {}), whenIdle: (run) => (runs.push(run), () => {}) };
  let finishFirst = () => {};
  const warm = jest.fn((slug: string) => (slug === 'a' ? new Promise<void>((resolve) => (finishFirst = resolve)) : Promise.resolve()));
  warmFirstScreenWhenIdle(() => ['a', 'b'], { scheduler: idle, warm });
  expect(warm).not.toHaveBeenCalled();
  runs.shift()!(); // load
  runs.shift()!(); // idle
  expect(warm).toHaveBeenCalledWith('a');
  expect(runs).toHaveLength(0);
  finishFirst();
  await Promise.resolve();
  await Promise.resolve();
  runs.shift()!();
  expect(warm).toHaveBeenLastCalledWith('b');
});

test('leaving the page stops the warm-up', async () => {
  const { scheduler, flush } = manualScheduler();
  const warm = jest.fn(() => Promise.resolve());
  const stop = warmFirstScreenWhenIdle(() => ['a', 'b'], { scheduler, warm });
  stop();
  await flush();
  expect(warm).not.toHaveBeenCalled();
});
