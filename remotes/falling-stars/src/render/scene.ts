import { CATCHER_HEIGHT, CATCHER_Y, EFFECT_MS, WORLD_HEIGHT, WORLD_WIDTH } from '../logic/config';
import { currentCatcherWidth, level, multiplier, type GameState } from '../logic/game';
import type { Effects as Fx } from './particles';
import type { SkyStar } from './sky';
import { SPRITE_SPAN, type Sprites } from './sprites';

export interface SceneView {
  /** Device pixels per world unit. */
  pxPerUnit: number;
  sky: HTMLCanvasElement;
  twinkles: SkyStar[];
  sprites: Sprites;
  reducedMotion: boolean;
}

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function drawCatcher(ctx: CanvasRenderingContext2D, x: number, width: number, state: GameState, now: number, reducedMotion: boolean) {
  const left = x - width / 2;
  const top = CATCHER_Y;
  // Basket: a trapezoid with a bright rim.
  ctx.beginPath();
  ctx.moveTo(left - 3, top);
  ctx.lineTo(left + width + 3, top);
  ctx.lineTo(left + width - 8, top + CATCHER_HEIGHT + 8);
  ctx.lineTo(left + 8, top + CATCHER_HEIGHT + 8);
  ctx.closePath();
  const gradient = ctx.createLinearGradient(0, top, 0, top + CATCHER_HEIGHT + 8);
  gradient.addColorStop(0, state.effects.wide > 0 ? '#4ad9c8' : '#9b8cff');
  gradient.addColorStop(1, '#3b2d8f');
  ctx.fillStyle = gradient;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, left - 4, top - 3, width + 8, 5, 2.5);
  ctx.fill();
  if (state.effects.magnet > 0) {
    ctx.strokeStyle = 'rgba(255, 107, 139, 0.55)';
    ctx.lineWidth = 1.5;
    const pulse = reducedMotion ? 0 : (now / 25) % 24;
    for (let i = 0; i < 2; i++) {
      ctx.beginPath();
      ctx.arc(x, top, 26 + pulse + i * 24, Math.PI * 1.1, Math.PI * 1.9);
      ctx.stroke();
    }
  }
  if (state.shield) {
    ctx.strokeStyle = 'rgba(142, 240, 255, 0.85)';
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.ellipse(x, top + 8, width / 2 + 12, 24, 0, Math.PI, 0);
    ctx.stroke();
  }
}

const EFFECT_LABEL: Array<{ key: 'magnet' | 'wide' | 'slow'; label: string; colour: string }> = [
  { key: 'magnet', label: 'Magnet', colour: '#ff6b8b' },
  { key: 'wide', label: 'Wide', colour: '#4ad9c8' },
  { key: 'slow', label: 'Slow-mo', colour: '#7aa8ff' },
];

function drawHud(ctx: CanvasRenderingContext2D, state: GameState) {
  ctx.textBaseline = 'top';
  ctx.font = '700 13px system-ui, sans-serif';
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.textAlign = 'right';
  ctx.fillText(`Level ${level(state)}`, WORLD_WIDTH - 10, 10);
  ctx.textAlign = 'left';
  const mult = multiplier(state);
  if (state.combo > 1) {
    ctx.font = '800 16px system-ui, sans-serif';
    ctx.fillStyle = mult > 1 ? '#ffd23f' : 'rgba(255, 255, 255, 0.85)';
    ctx.fillText(`x${mult}  combo ${state.combo}`, 10, 9);
  }
  let y = 32;
  ctx.font = '700 11px system-ui, sans-serif';
  for (const effect of EFFECT_LABEL) {
    const left = state.effects[effect.key];
    if (left <= 0) continue;
    ctx.fillStyle = effect.colour;
    ctx.fillText(effect.label, 10, y);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.2)';
    ctx.fillRect(64, y + 3, 70, 5);
    ctx.fillStyle = effect.colour;
    ctx.fillRect(64, y + 3, (70 * left) / EFFECT_MS[effect.key], 5);
    y += 16;
  }
}

/** Draws one frame: sky, twinkles, items, catcher, sparks, texts and the on-canvas HUD. */
export function drawScene(ctx: CanvasRenderingContext2D, state: GameState, alpha: number, now: number, view: SceneView, fx: Fx): void {
  const { pxPerUnit } = view;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(view.sky, 0, 0);
  let shakeX = 0;
  let shakeY = 0;
  if (fx.shakeMs > 0 && !view.reducedMotion) {
    const strength = (fx.shakeMs / 350) * 6;
    shakeX = (Math.random() - 0.5) * strength;
    shakeY = (Math.random() - 0.5) * strength;
  }
  ctx.setTransform(pxPerUnit, 0, 0, pxPerUnit, shakeX * pxPerUnit, shakeY * pxPerUnit);

  if (!view.reducedMotion) {
    ctx.fillStyle = '#ffffff';
    for (const star of view.twinkles) {
      ctx.globalAlpha = star.base * (0.5 + 0.5 * Math.sin(now / 1000 * star.speed + star.phase));
      ctx.fillRect(star.x - star.r, star.y - star.r, star.r * 2, star.r * 2);
    }
    ctx.globalAlpha = 1;
  }

  const t = state.status === 'running' ? alpha : 1;
  for (const item of state.items) {
    const sprite = view.sprites[item.kind];
    const x = lerp(item.px, item.x, t);
    const y = lerp(item.py, item.y, t);
    const size = item.r * SPRITE_SPAN;
    const spins = item.kind === 'star' || item.kind === 'gold';
    if (spins && !view.reducedMotion) {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(Math.sin(now / 600 + item.phase) * 0.35);
      ctx.drawImage(sprite, -size / 2, -size / 2, size, size);
      ctx.restore();
    } else {
      ctx.drawImage(sprite, x - size / 2, y - size / 2, size, size);
    }
  }

  drawCatcher(ctx, lerp(state.catcher.px, state.catcher.x, t), currentCatcherWidth(state), state, now, view.reducedMotion);

  if (fx.particles.length) {
    ctx.globalCompositeOperation = 'lighter';
    for (const particle of fx.particles) {
      ctx.globalAlpha = particle.life / particle.maxLife;
      ctx.fillStyle = particle.colour;
      ctx.fillRect(particle.x - particle.size / 2, particle.y - particle.size / 2, particle.size, particle.size);
    }
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
  }
  if (fx.texts.length) {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '800 15px system-ui, sans-serif';
    for (const text of fx.texts) {
      ctx.globalAlpha = Math.min(1, text.life / 300);
      ctx.fillStyle = text.colour;
      ctx.fillText(text.text, text.x, text.y);
    }
    ctx.globalAlpha = 1;
  }

  ctx.setTransform(pxPerUnit, 0, 0, pxPerUnit, 0, 0);
  drawHud(ctx, state);
  // The ground line under the catcher.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.08)';
  ctx.fillRect(0, WORLD_HEIGHT - 12, WORLD_WIDTH, 12);
}
