import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { PlayHudOverlay } from './hud/PlayHudOverlay';
import type { PlayHud } from './hud/playHud';
import type { ValueStore } from './hud/valueStore';
import { WORLD_WIDTH } from './logic/config';
import type { GameStatus } from './logic/game';
import type { StageInput } from './useStarsLoop';

export interface StageProps {
  status: GameStatus;
  stageRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  input: RefObject<StageInput>;
  hudStore: ValueStore<PlayHud>;
  /** The still night sky, as a CSS url(). */
  sky: string;
  onStart: () => void;
  /** The canvas's test id; the how-to-play example gives its own. */
  canvasTestId?: string;
}

/**
 * The play area: the night sky, the canvas the loop draws on, the HUD, and the start screen over them (the
 * round's result is GameFrame's, beside the sky). A mouse steers by hovering, a finger or pen by dragging
 * anywhere on the sky (the handlers sit on the stage, so the start screen's cover also aims the basket).
 */
export function Stage({ status, stageRef, canvasRef, input, hudStore, sky, onStart, canvasTestId = 'falling-stars-canvas' }: StageProps) {
  const toWorldX = (event: ReactPointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return ((event.clientX - rect.left) / rect.width) * WORLD_WIDTH;
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    input.current.pointerX = toWorldX(event);
    if (event.target !== canvasRef.current) return;
    if (event.pointerType !== 'mouse') event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || event.buttons !== 0 || event.pressure > 0) input.current.pointerX = toWorldX(event);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.type === 'pointerleave') input.current.pointerX = null;
  };

  return (
    <div
      ref={stageRef}
      className="fstars-stage"
      role="application"
      aria-roledescription="game"
      aria-label="Falling Stars. Move the basket with the left and right arrow keys, A and D, the mouse or by dragging. Space pauses."
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerLeave={onPointerEnd}
    >
      <div className="fstars-sky" style={{ backgroundImage: sky }} aria-hidden="true" />
      <canvas ref={canvasRef} className="fstars-canvas" data-testid={canvasTestId} aria-hidden="true" />
      <PlayHudOverlay store={hudStore} />
      {status === 'ready' && (
        // A tap anywhere on the sky starts too (the Start button is the accessible way).
        <div className="fstars-overlay" onClick={(event) => event.target === event.currentTarget && onStart()}>
          <p className="fstars-overlay__title">Falling Stars</p>
          <p className="fstars-overlay__text">Catch the stars, dodge the bombs.</p>
          <button type="button" className="gk-button gk-button--primary fstars-overlay__action" onClick={onStart}>
            Start
          </button>
          <p className="fstars-overlay__hint">or press Space · tap the sky</p>
        </div>
      )}
    </div>
  );
}
