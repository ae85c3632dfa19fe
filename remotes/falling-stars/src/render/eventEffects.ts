import type { GameEvent } from '../logic/game';
import { burst, type Effects } from './particles';

/** Sparks, floating points and the shake for one step's events (fewer sparks, no shake, with reduced motion). */
export function addEventEffects(effects: Effects, events: readonly GameEvent[], reducedMotion: boolean): void {
  for (const event of events) {
    switch (event.type) {
      case 'catch': {
        const gold = event.kind === 'gold';
        burst(effects, event.x, event.y, reducedMotion ? 3 : gold ? 22 : 12, gold ? ['#ffd23f', '#ff9f1c', '#fff'] : ['#fff6c0', '#ffe27a', '#ffffff']);
        effects.texts.push({ x: event.x, y: event.y - 14, text: `+${event.points}`, life: 700, colour: gold ? '#ffd23f' : '#ffffff' });
        break;
      }
      case 'power-up':
        burst(effects, event.x, event.y, reducedMotion ? 3 : 16, ['#8ef0ff', '#ff6b8b', '#ffffff']);
        break;
      case 'bomb':
        burst(effects, event.x, event.y, reducedMotion ? 4 : 26, ['#ff4d5e', '#ffb347', '#666']);
        if (!reducedMotion) effects.shakeMs = 350;
        break;
      default:
        break;
    }
  }
}
