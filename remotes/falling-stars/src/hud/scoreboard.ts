import { multiplier, type GameState } from '../logic/game';

/** The figures outside the canvas that change during play: the stats bar and the game element's data attributes. */
export interface Scoreboard {
  score: number;
  lives: number;
  shield: boolean;
  multiplier: number;
}

export function scoreboardOf(state: GameState): Scoreboard {
  return { score: state.score, lives: state.lives, shield: state.shield, multiplier: multiplier(state) };
}

export function sameScoreboard(a: Scoreboard, b: Scoreboard): boolean {
  return a.score === b.score && a.lives === b.lives && a.shield === b.shield && a.multiplier === b.multiplier;
}

/** How the lives stat reads to assistive technology. */
export function livesLabel(lives: number, shield: boolean): string {
  return `${lives} ${lives === 1 ? 'life' : 'lives'}${shield ? ', shield on' : ''}`;
}
