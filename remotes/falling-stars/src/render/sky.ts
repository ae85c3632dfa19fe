import { createRandom } from '@games/shared/game-kit/random';

export interface SkyStar {
  x: number;
  y: number;
  r: number;
  base: number;
  speed: number;
  phase: number;
}

/** The fixed star field of the background (same every game, so it is seeded). */
export function skyStars(width: number, height: number, count = 70): SkyStar[] {
  const random = createRandom('falling-stars-sky');
  return Array.from({ length: count }, () => ({
    x: random.next() * width,
    y: random.next() * height * 0.92,
    r: 0.4 + random.next() * 1.2,
    base: 0.35 + random.next() * 0.5,
    speed: 0.6 + random.next() * 2,
    phase: random.next() * Math.PI * 2,
  }));
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The still background as an SVG image: night-sky gradient, horizon glow, dim stars and the ground
 * line. As a CSS background under the transparent game canvas it is rasterised once, off the main
 * thread, sharp at any pixel density, and never redrawn per frame.
 */
export function skySvg(width: number, height: number, stars: readonly SkyStar[]): string {
  const glowRadius = height * 0.7;
  const circles = stars
    .map((star) => `<circle cx="${round(star.x)}" cy="${round(star.y)}" r="${round(star.r)}" fill-opacity="${round(star.base * 0.6)}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="none">` +
    '<defs>' +
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#070b24"/><stop offset="0.55" stop-color="#1b1a4d"/><stop offset="1" stop-color="#3d2a6b"/></linearGradient>' +
    // A soft horizon glow from a circle below the bottom edge (its inner 10 units at full strength).
    `<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="${width / 2}" cy="${round(height * 1.1)}" r="${round(glowRadius)}">` +
    `<stop offset="${round(10 / glowRadius)}" stop-color="#ff96c8" stop-opacity="0.28"/><stop offset="1" stop-color="#ff96c8" stop-opacity="0"/></radialGradient>` +
    '</defs>' +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<g fill="#fff">${circles}</g>` +
    `<rect y="${height - 12}" width="${width}" height="12" fill="#fff" fill-opacity="0.08"/>` +
    '</svg>'
  );
}

/** The SVG as a url() for CSS. */
export function svgDataUrl(svg: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
