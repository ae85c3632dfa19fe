import { catcherRect, catcherWidth, moveCatcher, newCatcher, NO_INPUT, type Catcher, type CatcherInput } from './catcher';
import { MAX_LIVES, SLOW_FACTOR, START_LIVES, WORLD_HEIGHT } from './config';
import { levelAt } from './difficulty';
import { applyPowerUp, magnetPull, NO_EFFECTS, tickEffects, type Effects } from './effects';
import { circleHitsRect } from './geometry';
import { hitRadius, isPowerUp, type Item, type ItemKind, type PowerUpKind } from './items';
import { milestoneCrossed, multiplierFor, pointsFor } from './scoring';
import { spawnItem } from './spawn';

export type GameStatus = 'ready' | 'running' | 'paused' | 'over';

/** Something that happened during a step, for the view (particles, shake, announcements). */
export type GameEvent =
  | { type: 'catch'; kind: 'star' | 'gold'; points: number; x: number; y: number; combo: number }
  | { type: 'power-up'; kind: PowerUpKind; x: number; y: number }
  | { type: 'bomb'; x: number; y: number; shielded: boolean }
  | { type: 'miss'; x: number; shielded: boolean }
  | { type: 'life-lost'; lives: number }
  | { type: 'milestone'; score: number }
  | { type: 'level'; level: number }
  | { type: 'over'; score: number };

export interface GameState {
  seed: string;
  status: GameStatus;
  startLives: number;
  /** Game time played, in ms (slow motion does not slow it). */
  timeMs: number;
  score: number;
  lives: number;
  /** Catches in a row; a bomb or a missed star resets it. */
  combo: number;
  bestCombo: number;
  caught: number;
  catcher: Catcher;
  items: Item[];
  nextId: number;
  spawnCount: number;
  spawnInMs: number;
  effects: Effects;
  shield: boolean;
  /** What happened in the last step. */
  events: GameEvent[];
}

export interface NewGameOptions {
  lives?: number;
}

export function newGame(seed: string, options: NewGameOptions = {}): GameState {
  const lives = Math.min(Math.max(Math.round(options.lives ?? START_LIVES), 1), MAX_LIVES);
  return {
    seed,
    status: 'ready',
    startLives: lives,
    timeMs: 0,
    score: 0,
    lives,
    combo: 0,
    bestCombo: 0,
    caught: 0,
    catcher: newCatcher(),
    items: [],
    nextId: 1,
    spawnCount: 0,
    spawnInMs: 600,
    effects: NO_EFFECTS,
    shield: false,
    events: [],
  };
}

/** Leaves the start screen. */
export function start(state: GameState): GameState {
  return state.status === 'ready' ? { ...state, status: 'running', events: [] } : state;
}

export function pause(state: GameState): GameState {
  return state.status === 'running' ? { ...state, status: 'paused', events: [] } : state;
}

export function resume(state: GameState): GameState {
  return state.status === 'paused' ? { ...state, status: 'running', events: [] } : state;
}

/** Space/P: start, pause or resume, depending on where the game is. */
export function togglePause(state: GameState): GameState {
  if (state.status === 'running') return pause(state);
  if (state.status === 'paused') return resume(state);
  return start(state);
}

export function multiplier(state: Pick<GameState, 'combo'>): number {
  return multiplierFor(state.combo);
}

export function level(state: Pick<GameState, 'timeMs'>): number {
  return levelAt(state.timeMs);
}

export function currentCatcherWidth(state: Pick<GameState, 'effects'>): number {
  return catcherWidth(state.effects.wide > 0);
}

/** Takes a life, unless the shield absorbs it. */
function loseLife(state: GameState, events: GameEvent[]): void {
  if (state.shield) {
    state.shield = false;
    return;
  }
  state.lives -= 1;
  events.push({ type: 'life-lost', lives: state.lives });
}

/**
 * Advances a running game by one fixed step of `dtMs`. Pure: the input state is not changed.
 * Items fall, the catcher moves, catches score, bombs and missed stars cost lives, power-ups apply.
 */
export function step(previous: GameState, dtMs: number, input: CatcherInput = NO_INPUT): GameState {
  if (previous.status !== 'running') return previous.events.length ? { ...previous, events: [] } : previous;
  const events: GameEvent[] = [];
  const state: GameState = { ...previous, events };
  state.timeMs = previous.timeMs + dtMs;
  if (levelAt(state.timeMs) > levelAt(previous.timeMs)) events.push({ type: 'level', level: levelAt(state.timeMs) });

  const width = currentCatcherWidth(previous);
  state.catcher = moveCatcher(previous.catcher, input, dtMs, width);
  const worldDt = previous.effects.slow > 0 ? dtMs * SLOW_FACTOR : dtMs;
  state.effects = tickEffects(previous.effects, dtMs);

  // Spawning runs on world time, so slow motion also slows the rain.
  const items: Item[] = [];
  let spawnInMs = previous.spawnInMs - worldDt;
  let nextId = previous.nextId;
  let spawnCount = previous.spawnCount;
  while (spawnInMs <= 0) {
    const spawned = spawnItem(previous.seed, spawnCount, state.timeMs, nextId);
    spawnCount += 1;
    nextId += 1;
    spawnInMs += spawned.nextInMs;
    items.push(spawned.item);
  }
  state.spawnInMs = spawnInMs;
  state.nextId = nextId;
  state.spawnCount = spawnCount;

  const rect = catcherRect(state.catcher, width);
  const magnetOn = previous.effects.magnet > 0;
  const kept: Item[] = [];
  for (const item of [...previous.items, ...items]) {
    const y = item.y + (item.vy * worldDt) / 1000;
    const x = magnetOn ? magnetPull(item, state.catcher.x, dtMs) : item.x;
    const moved: Item = { ...item, px: item.x, py: item.y, x, y };
    // Only items that come down onto the basket count (not ones already past its top).
    const hit = item.y - item.r <= rect.y + rect.height && circleHitsRect({ x, y, r: hitRadius(moved) }, rect);
    if (hit) {
      collect(state, moved.kind, moved, events);
      continue;
    }
    if (y - item.r > WORLD_HEIGHT) {
      if (item.kind === 'star') {
        events.push({ type: 'miss', x: item.x, shielded: state.shield });
        state.combo = 0;
        loseLife(state, events);
      }
      continue;
    }
    kept.push(moved);
  }
  state.items = kept;

  const milestone = milestoneCrossed(previous.score, state.score);
  if (milestone !== null) events.push({ type: 'milestone', score: milestone });
  if (state.lives <= 0) {
    state.lives = 0;
    state.status = 'over';
    events.push({ type: 'over', score: state.score });
  }
  return state;
}

function collect(state: GameState, kind: ItemKind, item: Item, events: GameEvent[]): void {
  if (kind === 'star' || kind === 'gold') {
    const points = pointsFor(kind, state.combo);
    state.combo += 1;
    state.bestCombo = Math.max(state.bestCombo, state.combo);
    state.caught += 1;
    state.score += points;
    events.push({ type: 'catch', kind, points, x: item.x, y: item.y, combo: state.combo });
  } else if (kind === 'bomb') {
    events.push({ type: 'bomb', x: item.x, y: item.y, shielded: state.shield });
    state.combo = 0;
    loseLife(state, events);
  } else if (isPowerUp(kind)) {
    const applied = applyPowerUp(state, kind);
    state.effects = applied.effects;
    state.shield = applied.shield;
    state.lives = applied.lives;
    events.push({ type: 'power-up', kind, x: item.x, y: item.y });
  }
}
