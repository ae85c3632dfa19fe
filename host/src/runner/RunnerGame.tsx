import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CHARACTER_X, DEFAULT_CONTAINER_WIDTH } from './constants';
import { advance, createRunnerState, jump, restart, type RunnerState } from './engine';
import { jumpHeight } from './geometry';
import { isControlTarget, isJumpKey } from './jumpKeys';
import { RunnerCone } from './RunnerCone';
import { RunnerRobot } from './RunnerRobot';
import { useAnimationFrameLoop } from './useAnimationFrameLoop';
import { useElementWidth } from './useElementWidth';
import './RunnerGame.css';

const CONTROLS_LABEL =
  'Runner mini-game. Press Space or the Up arrow, or click or tap here, to jump over the cones.';

/**
 * The runner mini-game shown on the 404 and offline screens. Space or Up arrow (anywhere on
 * the page except in form fields, buttons and links) and a click or tap on the game jump.
 */
export function RunnerGame() {
  const [state, setState] = useState<RunnerState>(createRunnerState);
  const stageRef = useRef<HTMLDivElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const measuredWidth = useElementWidth(stageRef);
  const containerWidth = measuredWidth > 0 ? measuredWidth : DEFAULT_CONTAINER_WIDTH;

  // Listeners and the frame loop read the latest values without re-subscribing every frame.
  const widthRef = useRef(containerWidth);
  const gameOverRef = useRef(state.gameOver);
  useEffect(() => {
    widthRef.current = containerWidth;
    gameOverRef.current = state.gameOver;
  });

  const running = state.started && !state.gameOver;
  useAnimationFrameLoop(
    running,
    useCallback((deltaMs: number) => setState((current) => advance(current, deltaMs, widthRef.current)), []),
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isJumpKey(event) || isControlTarget(event.target)) return;
      // After game over the Restart button takes over; Space keeps its usual page meaning.
      if (gameOverRef.current) return;
      event.preventDefault();
      setState(jump);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Keyboard players land on Restart when the run ends, so Space or Enter plays again.
  useEffect(() => {
    if (!state.gameOver) return;
    const focused = document.activeElement;
    if (focused === stageRef.current || focused === document.body || focused === null) {
      restartRef.current?.focus();
    }
  }, [state.gameOver]);

  const onStagePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    setState(jump);
  };

  const onRestart = () => {
    setState(restart);
    stageRef.current?.focus();
  };

  const characterLift = state.jumping ? jumpHeight(state.jumpElapsedMs) : 0;
  const rootClass = [
    'runner',
    running ? 'runner--running' : '',
    state.jumping ? 'runner--jumping' : '',
    state.gameOver ? 'runner--over' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={rootClass}>
      <div
        ref={stageRef}
        className="runner__stage"
        role="application"
        aria-label={CONTROLS_LABEL}
        tabIndex={0}
        onPointerDown={onStagePointerDown}
      >
        <div className="runner__cloud runner__cloud--one" aria-hidden="true" />
        <div className="runner__cloud runner__cloud--two" aria-hidden="true" />
        <div className="runner__cloud runner__cloud--three" aria-hidden="true" />
        <div className="runner__ground" aria-hidden="true" />
        {state.obstacles.map((obstacle) => (
          <div
            key={obstacle.id}
            className="runner__obstacle"
            data-testid="runner-obstacle"
            style={{ transform: `translateX(${obstacle.x}px)` }}
          >
            <RunnerCone width={obstacle.width} height={obstacle.height} />
          </div>
        ))}
        <div
          className="runner__character"
          data-testid="runner-character"
          style={{ left: CHARACTER_X, transform: `translateY(${-characterLift}px)` }}
        >
          <RunnerRobot />
        </div>
      </div>

      <p className="runner__score" data-testid="runner-score">
        Score: {state.score}
      </p>

      {!state.started ? (
        <div className="runner__overlay runner__overlay--start">
          <p className="runner__prompt">Press Space or Click to Start</p>
        </div>
      ) : null}

      {state.gameOver ? (
        <div className="runner__overlay runner__overlay--over">
          <div className="runner__card">
            <p className="runner__title">Game Over</p>
            <p className="runner__final-score">Score: {state.score}</p>
            <button ref={restartRef} type="button" className="button runner__restart" onClick={onRestart}>
              Restart
            </button>
          </div>
        </div>
      ) : null}

      {/* Announces the end of a run; the ticking score is left out so it does not chatter. */}
      <p className="visually-hidden" aria-live="polite">
        {state.gameOver ? `Game over. Your score: ${state.score}.` : ''}
      </p>
    </div>
  );
}
