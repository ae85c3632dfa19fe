import type { ItemKind } from '../logic/items';
import { TILT_STEPS, tiltOfStep } from './tilt';

/**
 * Pre-drawn, glowing images of every item, made once per canvas scale (shadowBlur per frame is too
 * slow). Stars have one image per tilt step, so a frame only copies pixels and never rotates or scales.
 */
export type Sprites = Record<ItemKind, readonly HTMLCanvasElement[]>;

/** A sprite covers a square of this many item radii on each side, leaving room for the glow. */
export const SPRITE_SPAN = 3.4;

const tilts = (kind: ItemKind) => kind === 'star' || kind === 'gold';

function starPath(ctx: CanvasRenderingContext2D, r: number, inner = 0.45) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(Math.cos(angle) * radius, Math.sin(angle) * radius);
  }
  ctx.closePath();
}

function heartPath(ctx: CanvasRenderingContext2D, s: number) {
  ctx.beginPath();
  ctx.moveTo(0, s * 0.55);
  ctx.bezierCurveTo(-s * 1.1, -s * 0.1, -s * 0.55, -s * 0.95, 0, -s * 0.35);
  ctx.bezierCurveTo(s * 0.55, -s * 0.95, s * 1.1, -s * 0.1, 0, s * 0.55);
  ctx.closePath();
}

const BUBBLE: Record<string, string> = { magnet: '#ff6b8b', wide: '#4ad9c8', slow: '#7aa8ff', shield: '#8ef0ff', heart: '#ff5f7e' };

function drawKind(ctx: CanvasRenderingContext2D, kind: ItemKind, r: number) {
  switch (kind) {
    case 'star':
    case 'gold': {
      const gold = kind === 'gold';
      ctx.shadowColor = gold ? 'rgba(255, 190, 40, 0.95)' : 'rgba(255, 240, 170, 0.9)';
      ctx.shadowBlur = r * 1.1;
      starPath(ctx, r);
      const gradient = ctx.createRadialGradient(0, -r * 0.2, r * 0.1, 0, 0, r);
      gradient.addColorStop(0, '#fffdf0');
      gradient.addColorStop(0.5, gold ? '#ffd23f' : '#fff1a8');
      gradient.addColorStop(1, gold ? '#ff9f1c' : '#ffd45c');
      ctx.fillStyle = gradient;
      ctx.fill();
      ctx.shadowBlur = 0;
      ctx.lineWidth = r * 0.08;
      ctx.strokeStyle = gold ? '#b86b00' : 'rgba(180, 130, 20, 0.6)';
      ctx.stroke();
      break;
    }
    case 'bomb': {
      ctx.shadowColor = 'rgba(255, 60, 60, 0.8)';
      ctx.shadowBlur = r * 0.8;
      ctx.beginPath();
      ctx.arc(0, r * 0.1, r * 0.85, 0, Math.PI * 2);
      const gradient = ctx.createRadialGradient(-r * 0.3, -r * 0.2, r * 0.1, 0, 0, r);
      gradient.addColorStop(0, '#6b6b80');
      gradient.addColorStop(1, '#15151f');
      ctx.fillStyle = gradient;
      ctx.fill();
      ctx.shadowBlur = 0;
      ctx.strokeStyle = '#c8a060';
      ctx.lineWidth = r * 0.14;
      ctx.beginPath();
      ctx.moveTo(r * 0.35, -r * 0.6);
      ctx.quadraticCurveTo(r * 0.6, -r * 1.1, r * 0.95, -r * 0.95);
      ctx.stroke();
      ctx.fillStyle = '#ffcf4a';
      ctx.beginPath();
      ctx.arc(r * 0.98, -r * 0.98, r * 0.2, 0, Math.PI * 2);
      ctx.fill();
      // A red stripe so bombs differ from stars by shape and colour, not colour alone.
      ctx.fillStyle = '#ff4d5e';
      ctx.fillRect(-r * 0.55, -r * 0.05, r * 1.1, r * 0.22);
      break;
    }
    default: {
      const colour = BUBBLE[kind];
      ctx.shadowColor = colour;
      ctx.shadowBlur = r * 0.9;
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(20, 24, 60, 0.85)';
      ctx.fill();
      ctx.shadowBlur = 0;
      ctx.lineWidth = r * 0.14;
      ctx.strokeStyle = colour;
      ctx.stroke();
      ctx.fillStyle = colour;
      ctx.strokeStyle = colour;
      ctx.lineCap = 'round';
      const s = r * 0.55;
      if (kind === 'heart') {
        heartPath(ctx, s);
        ctx.fill();
      } else if (kind === 'shield') {
        ctx.beginPath();
        ctx.moveTo(0, -s);
        ctx.lineTo(s * 0.85, -s * 0.6);
        ctx.quadraticCurveTo(s * 0.8, s * 0.5, 0, s);
        ctx.quadraticCurveTo(-s * 0.8, s * 0.5, -s * 0.85, -s * 0.6);
        ctx.closePath();
        ctx.fill();
      } else if (kind === 'magnet') {
        ctx.lineWidth = r * 0.28;
        ctx.beginPath();
        ctx.arc(0, 0, s * 0.7, Math.PI, 0, true);
        ctx.moveTo(-s * 0.7, 0);
        ctx.lineTo(-s * 0.7, -s * 0.7);
        ctx.moveTo(s * 0.7, 0);
        ctx.lineTo(s * 0.7, -s * 0.7);
        ctx.stroke();
      } else if (kind === 'wide') {
        ctx.lineWidth = r * 0.16;
        ctx.beginPath();
        ctx.moveTo(-s, 0);
        ctx.lineTo(s, 0);
        ctx.moveTo(-s * 0.5, -s * 0.45);
        ctx.lineTo(-s, 0);
        ctx.lineTo(-s * 0.5, s * 0.45);
        ctx.moveTo(s * 0.5, -s * 0.45);
        ctx.lineTo(s, 0);
        ctx.lineTo(s * 0.5, s * 0.45);
        ctx.stroke();
      } else {
        // slow: an hourglass
        ctx.beginPath();
        ctx.moveTo(-s * 0.7, -s);
        ctx.lineTo(s * 0.7, -s);
        ctx.lineTo(-s * 0.7, s);
        ctx.lineTo(s * 0.7, s);
        ctx.closePath();
        ctx.fill();
      }
    }
  }
}

function sprite(kind: ItemKind, r: number, pxPerUnit: number, tilt: number): HTMLCanvasElement {
  const size = Math.max(2, Math.ceil(r * SPRITE_SPAN * pxPerUnit));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.translate(size / 2, size / 2);
    ctx.rotate(tilt);
    ctx.scale(pxPerUnit, pxPerUnit);
    drawKind(ctx, kind, r);
  }
  return canvas;
}

/** Draws every sprite for items of the given radii at `pxPerUnit` device pixels per world unit. */
export function createSprites(radius: Record<ItemKind, number>, pxPerUnit: number): Sprites {
  const sprites = {} as Record<ItemKind, HTMLCanvasElement[]>;
  for (const kind of Object.keys(radius) as ItemKind[]) {
    const steps = tilts(kind) ? TILT_STEPS : 1;
    sprites[kind] = Array.from({ length: steps }, (_, step) => sprite(kind, radius[kind], pxPerUnit, steps > 1 ? tiltOfStep(step) : 0));
  }
  return sprites;
}
