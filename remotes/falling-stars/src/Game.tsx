import type { GameProps } from '@games/shared/contracts';
import { GameFrame, Switch, usePersistentState } from '@games/shared/game-kit';
import { DEFAULT_SCORE_KEY } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useStepScoreSession } from '@games/shared/game-kit/step-score/useStepScoreSession';
import { pageQuery } from '@games/shared/game-kit/url-options';
import { lazy, useRef, useState } from 'react';
import { LiveBest, LiveLives, LiveScore, PlayArea } from './hud/LiveScoreboard';
import { MAX_LIVES } from './logic/config';
import { newGame, resume, start, togglePause, type GameState } from './logic/game';
import { Stage } from './Stage';
import { calmEffectsStore, GAME_KEY, olderBests } from './stores';
import { useStageKeys } from './useStageKeys';
import { useStarsLoop } from './useStarsLoop';
import './fallingStars.css';

// The help (with its drawn example) loads with the frame's help dialog chunk, out of the first load; the frame's
// dialogs wait for it (no Suspense here, so no empty help). A lazy, not deferred(): deferred.ts would join the first load.
const HowToPlay = lazy(() => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => ({ default: help.HowToPlay })));

/** `?lives=1` (1–5) changes the starting lives (for tests and practice); the session reads `?seed=…` (a reproducible run). */
function livesFromUrl(): number | undefined {
  const lives = Number(pageQuery().get('lives'));
  return Number.isInteger(lives) && lives >= 1 && lives <= MAX_LIVES ? lives : undefined;
}

// A run is not kept: a reload comes back to the start screen (a saved frame would resume stars mid-fall).
const notKept = { save: () => undefined };

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [lives] = useState(livesFromUrl);
  // The step-score session, stepped at each status change (start, pause, game over) rather than each frame.
  const session = useStepScoreSession<GameState>({
    gameKey,
    store: notKept,
    newGame: (seed) => newGame(seed, { lives }),
    isOver: (run) => run.status === 'over',
    score: (run) => run.score,
    extras: (run) => ({ combo: run.bestCombo }),
    scoreKeyOf: () => DEFAULT_SCORE_KEY,
    older: olderBests,
  });
  const { announce, ended } = session;
  const status = session.game.status;
  const stageRef = useRef<HTMLDivElement>(null);

  const onStatus = (run: GameState) => {
    const outcome = session.play(run);
    if (outcome) announce(describeScoreOutcome('Game over', outcome));
  };
  const [calm, setCalm] = usePersistentState(calmEffectsStore, false);
  const loop = useStarsLoop({ game: session.game, announce, calm, onStatus });
  const { apply } = loop;
  useStageKeys(loop.input, apply);

  const focusStage = () => stageRef.current?.focus();
  const newRun = () => {
    // The run as it stands: one left mid-flight with a score counts (the session's newGame).
    session.play(loop.current());
    loop.newRun(session.newGame());
    focusStage();
  };

  const combo = session.game.bestCombo;
  const result =
    ended &&
    scoreResult({
      title: 'Game over',
      outcome: ended,
      lines: [{ label: 'Best combo', value: combo }],
      shareText: scoreShareText({ game: 'Falling Stars', outcome: ended, lines: [`✨ Best combo ${combo}`] }),
      onShareOutcome: announce,
      playAgain: { label: 'Play again', onClick: newRun },
    });

  const playing = status === 'running' || status === 'paused';
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="fstars"
      howToPlay={<HowToPlay Stage={Stage} />}
      onRestart={newRun}
      restartLabel="New game"
      stats={[
        { label: 'Score', value: <LiveScore store={loop.scoreStore} /> },
        { label: 'Best', value: <LiveBest store={loop.scoreStore} best={session.record.best} /> },
        { label: 'Lives', value: <LiveLives store={loop.scoreStore} /> },
      ]}
      // Always there, beside the sky on wide screens and under it on phones: Start never adds a row above it.
      toolbar={
        <>
          <button type="button" className="gk-button" onClick={() => apply(togglePause)} disabled={!playing} aria-pressed={status === 'paused'} aria-keyshortcuts="Space P">
            Pause
          </button>
          <Switch label="Calm effects" checked={calm} onChange={setCalm} />
        </>
      }
      announcement={session.announcement}
      result={result || null}
      paused={status === 'paused'}
      onResume={() => {
        apply(resume);
        focusStage();
      }}
    >
      <PlayArea store={loop.scoreStore} status={status}>
        <Stage
          status={status}
          stageRef={stageRef}
          canvasRef={loop.canvasRef}
          input={loop.input}
          hudStore={loop.hudStore}
          sky={loop.sky}
          onStart={() => {
            apply(start);
            focusStage();
          }}
        />
      </PlayArea>
    </GameFrame>
  );
}
