import type { ComponentType } from 'react';

/** What the host passes to every game. */
export interface GameProps {
  /** The game's slug, as in /game/{slug}. */
  slug: string;
  /** Human title from the host catalogue, e.g. 'Queens Game'. */
  title: string;
}

/** Every remote exposes `./Game` with a default-exported component of this type. */
export type GameComponent = ComponentType<GameProps>;
export interface GameModule {
  default: GameComponent;
}

export const GAME_EXPOSE = './Game';

/** Container name of a game's remote: a valid identifier, e.g. game_2048, game_word_search. */
export function containerNameFor(slug: string): string {
  return `game_${slug.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

/** The id passed to loadRemote for a game. */
export function remoteModuleIdFor(slug: string): string {
  return `${containerNameFor(slug)}/Game`;
}
