import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { EXAMPLE_STATE, HowToPlay, RADII, WORLD } from './HowToPlay';
import { CATCHER_Y, WORLD_WIDTH } from './logic/config';
import { newGame, step, type GameEvent, type GameState } from './logic/game';
import { RADIUS } from './logic/items';
import { Stage } from './Stage';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('is a new game of the real world, running, with three items falling', () => {
    expect(WORLD).toEqual({ width: WORLD_WIDTH, catcherY: CATCHER_Y });
    expect(RADII).toEqual(RADIUS);
    const { items, nextId, spawnInMs, status, ...rest } = EXAMPLE_STATE;
    const fresh = newGame('how-to-play');
    expect({ ...fresh, items: [], nextId: 1, spawnInMs: fresh.spawnInMs, status: 'ready' }).toEqual({ ...rest, items: [], nextId: 1, spawnInMs: fresh.spawnInMs, status: 'ready' });
    expect([status, items.length, nextId, spawnInMs > 1500]).toEqual(['running', 3, 4, true]);
  });

  it('shows a real moment of play: left alone, the basket catches the star and the bomb falls past', () => {
    let state: GameState = EXAMPLE_STATE;
    const events: GameEvent[] = [];
    for (let t = 0; t < 1500; t += 16) {
      state = step(state, 16);
      events.push(...state.events);
    }
    expect(events.filter((event) => event.type === 'catch').map((event) => event.type === 'catch' && event.kind)).toEqual(['star']);
    expect(events.some((event) => event.type === 'bomb')).toBe(false);
    expect(state.score).toBe(10);
    expect(state.lives).toBe(EXAMPLE_STATE.lives);
  });

  it('draws the example with the game stage under its own test id', () => {
    render(<HowToPlay Stage={Stage} />);
    expect(screen.getByTestId('falling-stars-example')).toBeTruthy();
    expect(screen.queryByTestId('falling-stars-canvas')).toBeNull();
  });
});
