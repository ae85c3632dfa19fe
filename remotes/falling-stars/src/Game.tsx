import type { GameProps } from '@games/shared/contracts';
import { GameFrame, Switch, useAnnouncer, usePersistentState } from '@games/shared/game-kit';
import { DEFAULT_SCORE_KEY, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { pageQuery, seedFromUrl } from '@games/shared/game-kit/url-options';
import { lazy, useCallback, useRef, useState } from 'react';
import { LiveBest, LiveLives, LiveScore, PlayArea } from './hud/LiveScoreboard';
import { MAX_LIVES } from './logic/config';
import { resume, start, togglePause, type GameState } from './logic/game';
import { Stage } from './Stage';
import { calmEffectsStore, GAME_KEY, legacyScoreRecords } from './stores';
import { useStageKeys } from './useStageKeys';
import { useStarsLoop } from './useStarsLoop';
import './fallingStars.css';

// The help (with its drawn example) loads with the frame's help dialog chunk, out of the first load; the frame's
// dialogs wait for it (no Suspense here, so no empty help). A lazy, not deferred(): deferred.ts would join the first load.
const HowToPlay = lazy(() => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => ({ default: help.HowToPlay })));

/** `?seed=…` starts a reproducible run; `?lives=1` (1–5) changes the starting lives (for tests and practice). */
function readUrl() {
  const params = pageQuery();
  const lives = Number(params.get('lives'));
  return { seed: seedFromUrl(params), lives: Number.isInteger(lives) && lives >= 1 && lives <= MAX_LIVES ? lives : undefined };
}

/** A finished run: what it recorded and its best combo. */
interface Finished {
  outcome: ScoreOutcome;
  combo: number;
}

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const { announcement, announce } = useAnnouncer();
  const { best, finishRound } = useScoreRecords(gameKey, DEFAULT_SCORE_KEY, { legacy: legacyScoreRecords });
  const [finished, setFinished] = useState<Finished | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  const onOver = useCallback(
    (state: GameState) => {
      const outcome = finishRound(state.score, { combo: state.bestCombo });
      setFinished({ outcome, combo: state.bestCombo });
      announce(describeScoreOutcome('Game over', outcome));
    },
    [finishRound, announce],
  );
  const [calm, setCalm] = usePersistentState(calmEffectsStore, false);
  const loop = useStarsLoop({ seed: url.seed, lives: url.lives, announce, calm, onOver });
  const { status, apply } = loop;
  useStageKeys(loop.input, apply);

  const focusStage = () => stageRef.current?.focus();
  const newRun = () => {
    setFinished(null);
    loop.newRun();
    focusStage();
  };

  const result =
    finished &&
    scoreResult({
      title: 'Game over',
      outcome: finished.outcome,
      lines: [{ label: 'Best combo', value: finished.combo }],
      shareText: scoreShareText({ game: 'Falling Stars', outcome: finished.outcome, lines: [`✨ Best combo ${finished.combo}`] }),
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
        { label: 'Best', value: <LiveBest store={loop.scoreStore} best={best} /> },
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
      announcement={announcement}
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
