import { useEffect, useState, type RefObject } from 'react';
import { backingPixelRatio } from './render/resolution';

export interface CanvasSize {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel used for the backing store. */
  dpr: number;
}

/**
 * Keeps a canvas's backing store at its CSS size × devicePixelRatio (sharp on high-density screens),
 * capped at 2× and lowered by `stepsDown` adaptive-resolution steps.
 */
export function useCanvasSize(canvasRef: RefObject<HTMLCanvasElement | null>, stepsDown = 0): CanvasSize | null {
  const [size, setSize] = useState<CanvasSize | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () => {
      const rect = canvas.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      const dpr = backingPixelRatio(window.devicePixelRatio, stepsDown);
      const width = Math.round(rect.width * dpr);
      const height = Math.round(rect.height * dpr);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      setSize((previous) =>
        previous && previous.width === rect.width && previous.height === rect.height && previous.dpr === dpr ? previous : { width: rect.width, height: rect.height, dpr },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    // A zoom or a move to another screen changes devicePixelRatio without resizing.
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [canvasRef, stepsDown]);
  return size;
}
