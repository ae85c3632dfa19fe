/** Floating score texts ("+10") as cached bitmaps: fillText per frame shapes and rasterises glyphs every time. */
export interface TextSprites {
  get(text: string, colour: string): HTMLCanvasElement;
}

/** Text `fontPx` world units tall, drawn at `pxPerUnit` device pixels per unit, cached by text and colour. */
export function createTextSprites(pxPerUnit: number, fontPx = 15): TextSprites {
  const cache = new Map<string, HTMLCanvasElement>();
  const font = `800 ${fontPx * pxPerUnit}px system-ui, sans-serif`;
  return {
    get(text, colour) {
      const key = `${colour}|${text}`;
      let image = cache.get(key);
      if (!image) {
        image = document.createElement('canvas');
        const ctx = image.getContext('2d');
        if (ctx) {
          ctx.font = font;
          image.width = Math.max(1, Math.ceil(ctx.measureText(text).width + 4));
          image.height = Math.ceil(fontPx * pxPerUnit * 1.4);
          // Resizing resets the context, so the font is set again.
          ctx.font = font;
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillStyle = colour;
          ctx.fillText(text, image.width / 2, image.height / 2);
        }
        cache.set(key, image);
      }
      return image;
    },
  };
}
