import { createRandom } from '../../../../shared/src/game-kit/random';

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

/** Night sky gradient plus the dim stars, drawn once into an offscreen canvas per size. */
export function paintSky(width: number, height: number, pxPerUnit: number, stars: SkyStar[]): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * pxPerUnit));
  canvas.height = Math.max(1, Math.round(height * pxPerUnit));
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(pxPerUnit, pxPerUnit);
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, '#070b24');
  gradient.addColorStop(0.55, '#1b1a4d');
  gradient.addColorStop(1, '#3d2a6b');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  // A soft horizon glow.
  const glow = ctx.createRadialGradient(width / 2, height * 1.1, 10, width / 2, height * 1.1, height * 0.7);
  glow.addColorStop(0, 'rgba(255, 150, 200, 0.28)');
  glow.addColorStop(1, 'rgba(255, 150, 200, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  for (const star of stars) {
    ctx.globalAlpha = star.base * 0.6;
    ctx.beginPath();
    ctx.arc(star.x, star.y, star.r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  return canvas;
}
