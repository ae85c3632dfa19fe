import { CATCHER_Y } from '../logic/config';
import type { GameState } from '../logic/game';
import type { CatcherSprites } from './catcherSprites';
import type { DirtyRects } from './dirtyRects';
import type { Effects as Fx } from './particles';
import type { SkyStar } from './sky';
import type { Sprites } from './sprites';
import type { TextSprites } from './textSprites';
import { tiltAt, tiltStep } from './tilt';

/** What the renderer needs besides the game state: the scale and the images pre-drawn at that scale. */
export interface SceneView {
  /** Device pixels per world unit. */
  pxPerUnit: number;
  twinkles: SkyStar[];
  sprites: Sprites;
  catchers: CatcherSprites;
  texts: TextSprites;
  reducedMotion: boolean;
}

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

/**
 * Draws one frame of the moving things onto a transparent canvas above the still sky layer:
 * twinkles, items, the basket, sparks and floating points. Everything is placed at whole device pixels
 * from pre-drawn images, so a frame is mostly plain pixel copies, and only what the last frame drew
 * is cleared (`dirty`). The HUD is DOM text.
 */
export function drawScene(ctx: CanvasRenderingContext2D, state: GameState, alpha: number, now: number, view: SceneView, fx: Fx, dirty: DirtyRects): void {
  const { pxPerUnit: k, reducedMotion } = view;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  dirty.clear(ctx, ctx.canvas.width, ctx.canvas.height);
  const blit = (image: HTMLCanvasElement, x: number, y: number) => {
    ctx.drawImage(image, x, y);
    dirty.add(x, y, image.width, image.height);
  };
  const square = (x: number, y: number, size: number) => {
    ctx.fillRect(x, y, size, size);
    dirty.add(x, y, size, size);
  };
  // Screen shake moves the play field, not the sky; whole pixels keep every copy unfiltered.
  let ox = 0;
  let oy = 0;
  if (fx.shakeMs > 0 && !reducedMotion) {
    const strength = (fx.shakeMs / 350) * 6 * k;
    ox = Math.round((Math.random() - 0.5) * strength);
    oy = Math.round((Math.random() - 0.5) * strength);
  }
  const px = (x: number) => Math.round(x * k) + ox;
  const py = (y: number) => Math.round(y * k) + oy;

  if (!reducedMotion) {
    ctx.fillStyle = '#ffffff';
    for (const star of view.twinkles) {
      ctx.globalAlpha = star.base * (0.5 + 0.5 * Math.sin((now / 1000) * star.speed + star.phase));
      const size = Math.max(1, Math.round(star.r * 2 * k));
      square(px(star.x) - (size >> 1), py(star.y) - (size >> 1), size);
    }
    ctx.globalAlpha = 1;
  }

  const t = state.status === 'running' ? alpha : 1;
  for (const item of state.items) {
    const frames = view.sprites[item.kind];
    const image = frames.length > 1 && !reducedMotion ? frames[tiltStep(tiltAt(now, item.phase))] : frames[frames.length >> 1];
    blit(image, px(lerp(item.px, item.x, t)) - (image.width >> 1), py(lerp(item.py, item.y, t)) - (image.height >> 1));
  }

  const catcherX = lerp(state.catcher.px, state.catcher.x, t);
  const basket = view.catchers.get(state.effects.wide > 0, state.shield);
  blit(basket.image, px(catcherX) + basket.offsetX, py(CATCHER_Y) + basket.offsetY);
  if (state.effects.magnet > 0) {
    // Pulsing arcs: only while the magnet lasts, so they stay vector paths.
    ctx.setTransform(k, 0, 0, k, ox, oy);
    ctx.strokeStyle = 'rgba(255, 107, 139, 0.55)';
    ctx.lineWidth = 1.5;
    const pulse = reducedMotion ? 0 : (now / 25) % 24;
    ctx.beginPath();
    for (let i = 0; i < 2; i++) {
      const radius = 26 + pulse + i * 24;
      ctx.moveTo(catcherX + radius * Math.cos(Math.PI * 1.1), CATCHER_Y + radius * Math.sin(Math.PI * 1.1));
      ctx.arc(catcherX, CATCHER_Y, radius, Math.PI * 1.1, Math.PI * 1.9);
    }
    ctx.stroke();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    // The arcs' box, with room for the line width and anti-aliasing.
    const reach = Math.ceil((26 + pulse + 24 + 2) * k);
    dirty.add(px(catcherX) - reach, py(CATCHER_Y) - reach, 2 * reach, reach + Math.ceil(2 * k));
  }

  if (fx.particles.length) {
    ctx.globalCompositeOperation = 'lighter';
    for (const particle of fx.particles) {
      ctx.globalAlpha = particle.life / particle.maxLife;
      ctx.fillStyle = particle.colour;
      const size = Math.max(1, Math.round(particle.size * k));
      square(px(particle.x) - (size >> 1), py(particle.y) - (size >> 1), size);
    }
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
  }
  for (const text of fx.texts) {
    const image = view.texts.get(text.text, text.colour);
    ctx.globalAlpha = Math.min(1, text.life / 300);
    blit(image, px(text.x) - (image.width >> 1), py(text.y) - (image.height >> 1));
  }
  ctx.globalAlpha = 1;
}
