import { expectedPad, isSequenceGame, LEAD_MS, levelReached, LIVES, newGame, playbackFrame, press, resumeAt, start, tick, type SequenceGame } from './game';
import { isMode, stepTiming } from './modes';

/** Plays the clock to the end of the playback. */
function toInput(game: SequenceGame): SequenceGame {
  const { onMs, gapMs } = stepTiming(game.mode, game.reduced);
  const end = game.startsAt! + game.sequence.length * (onMs + gapMs);
  const input = tick(game, end);
  expect(input.phase).toBe('input');
  return input;
}

/** Enters the whole sequence correctly. */
function repeat(game: SequenceGame, now = 0): SequenceGame {
  let g = game;
  while (g.phase === 'input') g = press(g, expectedPad(g), now).game;
  return g;
}

describe('playback', () => {
  it('waits for Start, then lights each step in turn after a short lead', () => {
    const game = start(newGame('p', 'grid9', false), 0);
    expect(game.phase).toBe('playback');
    expect(playbackFrame(game, 0)).toEqual({ index: null, pad: null, nextAt: LEAD_MS, done: false });
    const { onMs, gapMs } = stepTiming('grid9', false);
    expect(playbackFrame(game, LEAD_MS)).toMatchObject({ index: 0, pad: game.sequence[0], nextAt: LEAD_MS + onMs });
    expect(playbackFrame(game, LEAD_MS + onMs)).toMatchObject({ index: null, pad: null, nextAt: LEAD_MS + onMs + gapMs });
    expect(playbackFrame(game, LEAD_MS + onMs + gapMs).done).toBe(true);
    expect(tick(game, LEAD_MS + onMs)).toBe(game);
  });

  it('ignores presses while the sequence plays (input locked)', () => {
    const game = start(newGame('p', 'simon', false), 0);
    expect(press(game, game.sequence[0], 10)).toEqual({ game, outcome: 'ignored' });
    expect(press(newGame('p', 'simon', false), 0, 0).outcome).toBe('ignored');
  });
});

describe('rounds', () => {
  it('adds one step after the sequence is repeated, keeping the steps before', () => {
    let game = toInput(start(newGame('r', 'grid9', false), 0));
    const first = game.sequence;
    game = repeat(game, 5000);
    expect(game.phase).toBe('playback');
    expect(game.startsAt).toBe(5000 + LEAD_MS);
    expect(game.sequence).toHaveLength(2);
    expect(game.sequence.slice(0, 1)).toEqual(first);
    expect(levelReached(game)).toBe(1);
  });

  it('counts the right pads one by one', () => {
    let game = toInput(start(newGame('r', 'grid9', false), 0));
    game = toInput(repeat(game));
    const step = press(game, expectedPad(game), 0);
    expect(step.outcome).toBe('right');
    expect(step.game.entered).toBe(1);
  });

  it('ends a strict game at the first mistake', () => {
    const game = toInput(start(newGame('s', 'simon', false), 0));
    const wrong = (game.sequence[0] + 1) % 4;
    const step = press(game, wrong, 0);
    expect(step.outcome).toBe('over');
    expect(step.game.phase).toBe('over');
    expect(step.game.wrong).toBe(wrong);
    expect(levelReached(step.game)).toBe(0);
  });

  it('gives a casual game three lives: a mistake replays the same sequence', () => {
    let game = toInput(start(newGame('c', 'simon', true), 0));
    game = toInput(repeat(game));
    const sequence = game.sequence;
    for (let life = LIVES - 1; life >= 1; life--) {
      const step = press(game, (expectedPad(game) + 1) % 4, 0);
      expect(step.outcome).toBe('mistake');
      expect(step.game.lives).toBe(life);
      expect(step.game.sequence).toEqual(sequence);
      game = toInput(step.game);
    }
    const last = press(game, (expectedPad(game) + 1) % 4, 0);
    expect(last.outcome).toBe('over');
    expect(levelReached(last.game)).toBe(1);
  });

  it('asks for the sequence backwards in reverse mode', () => {
    let game = toInput(start(newGame('rev', 'reverse', false), 0));
    game = toInput(repeat(game));
    game = toInput(repeat(game));
    expect(game.sequence).toHaveLength(3);
    expect(expectedPad(game)).toBe(game.sequence[2]);
    const next = press(game, game.sequence[2], 0).game;
    expect(expectedPad(next)).toBe(game.sequence[1]);
  });

  it('reaches level 10 when every round is repeated', () => {
    let game = start(newGame('ten', 'grid16', false), 0);
    for (let round = 0; round < 10; round++) game = repeat(toInput(game));
    expect(levelReached(game)).toBe(10);
  });
});

describe('saving', () => {
  it('replays the round from the start after a reload', () => {
    const game = toInput(start(newGame('save', 'grid9', false), 0));
    const half = press(game, expectedPad(game), 0).game;
    const resumed = resumeAt(half, 9000, true);
    expect(resumed.phase).toBe('playback');
    expect(resumed.entered).toBe(0);
    expect(resumed.startsAt).toBe(9000 + LEAD_MS);
    expect(resumed.reduced).toBe(true);
    const over = { ...game, phase: 'over' as const };
    expect(resumeAt(over, 9000, false).phase).toBe('over');
  });

  it('accepts its own saves and rejects corrupt ones', () => {
    const game = start(newGame('v', 'grid9', true), 0);
    expect(isSequenceGame(JSON.parse(JSON.stringify(game)), isMode)).toBe(true);
    expect(isSequenceGame({ ...game, mode: 'x' }, isMode)).toBe(false);
    expect(isSequenceGame({ ...game, sequence: [9] }, isMode)).toBe(false);
    expect(isSequenceGame({ ...game, sequence: [] }, isMode)).toBe(false);
    expect(isSequenceGame({ ...game, lives: 5 }, isMode)).toBe(false);
    expect(isSequenceGame(null, isMode)).toBe(false);
  });
});
