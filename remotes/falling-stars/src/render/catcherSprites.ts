import { CATCHER_HEIGHT } from '../logic/config';
import { catcherWidth } from '../logic/catcher';

/** A pre-drawn basket, and where its image sits relative to the catcher (centre x, top edge), in device pixels. */
export interface CatcherSprite {
  image: HTMLCanvasElement;
  offsetX: number;
  offsetY: number;
}

/** Basket images for every look it can have: normal or wide, with or without the shield arc. */
export interface CatcherSprites {
  get(wide: boolean, shield: boolean): CatcherSprite;
}

// Room the drawing needs around the basket, in world units: the shield arc reaches 12 beyond each
// end and 16 above the rim; the basket bottom is 8 below CATCHER_HEIGHT.
const SIDE = 16;
const ABOVE = 19;
const BELOW = CATCHER_HEIGHT + 10;

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The basket (a trapezoid with a bright rim) centred on x = 0 with its rim at y = 0, in world units. */
function drawBasket(ctx: CanvasRenderingContext2D, width: number, wide: boolean, shield: boolean) {
  const left = -width / 2;
  ctx.beginPath();
  ctx.moveTo(left - 3, 0);
  ctx.lineTo(left + width + 3, 0);
  ctx.lineTo(left + width - 8, CATCHER_HEIGHT + 8);
  ctx.lineTo(left + 8, CATCHER_HEIGHT + 8);
  ctx.closePath();
  const gradient = ctx.createLinearGradient(0, 0, 0, CATCHER_HEIGHT + 8);
  gradient.addColorStop(0, wide ? '#4ad9c8' : '#9b8cff');
  gradient.addColorStop(1, '#3b2d8f');
  ctx.fillStyle = gradient;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, left - 4, -3, width + 8, 5, 2.5);
  ctx.fill();
  if (shield) {
    ctx.strokeStyle = 'rgba(142, 240, 255, 0.85)';
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.ellipse(0, 8, width / 2 + 12, 24, 0, Math.PI, 0);
    ctx.stroke();
  }
}

function createSprite(wide: boolean, shield: boolean, pxPerUnit: number): CatcherSprite {
  const width = catcherWidth(wide);
  const halfSpan = width / 2 + SIDE;
  const image = document.createElement('canvas');
  image.width = Math.ceil(2 * halfSpan * pxPerUnit);
  image.height = Math.ceil((ABOVE + BELOW) * pxPerUnit);
  const offsetX = -Math.round(halfSpan * pxPerUnit);
  const offsetY = -Math.round(ABOVE * pxPerUnit);
  const ctx = image.getContext('2d');
  if (ctx) {
    ctx.translate(-offsetX, -offsetY);
    ctx.scale(pxPerUnit, pxPerUnit);
    drawBasket(ctx, width, wide, shield);
  }
  return { image, offsetX, offsetY };
}

/** Draws the four baskets once per canvas scale (gradients and paths per frame cost raster time). */
export function createCatcherSprites(pxPerUnit: number): CatcherSprites {
  const sprites = [false, true].flatMap((shield) => [false, true].map((wide) => createSprite(wide, shield, pxPerUnit)));
  return { get: (wide, shield) => sprites[(wide ? 1 : 0) + (shield ? 2 : 0)] };
}
