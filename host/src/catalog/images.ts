import { GAMES } from './games';

/** Card art of each gallery game. Width and height are the intrinsic size, so cards never shift. */
export interface GameImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

// Replaced by the drawn card set (see host/public/images/games/).
export const GAME_IMAGES: Record<string, GameImage> = Object.fromEntries(
  GAMES.map((g) => [g.name, { src: g.image, width: 400, height: 300, alt: g.name }]),
);

export function gameImage(slug: string): GameImage | undefined {
  return GAME_IMAGES[slug];
}
