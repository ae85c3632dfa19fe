import type { GameEvent } from '../logic/game';
import type { PowerUpKind } from '../logic/items';

const POWER_UP_NAME: Record<PowerUpKind, string> = {
  magnet: 'Magnet: stars are pulled in',
  wide: 'Wide basket',
  slow: 'Slow motion',
  shield: 'Shield: the next lost life is saved',
  heart: 'Extra life',
};

export const livesText = (lives: number) => `${lives} ${lives === 1 ? 'life' : 'lives'} left`;

/**
 * What screen readers hear about one step's events (the canvas says nothing to them), or null. The end of
 * the game is said by the result, with the score and the best.
 */
export function describeEvents(events: readonly GameEvent[]): string | null {
  let words: string | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'power-up':
        words = POWER_UP_NAME[event.kind];
        break;
      case 'bomb':
        if (event.shielded) words = 'Bomb! Your shield saved you.';
        break;
      case 'miss':
        if (event.shielded) words = 'Missed a star. Your shield saved you.';
        break;
      case 'life-lost': {
        const cause = events.some((other) => other.type === 'bomb') ? 'Bomb!' : 'Missed a star!';
        if (event.lives > 0) words = `${cause} ${livesText(event.lives)}.`;
        break;
      }
      case 'milestone':
        words = `${event.score} points!`;
        break;
      case 'level':
        words = `Level ${event.level}: faster!`;
        break;
      default:
        break;
    }
  }
  return words;
}
