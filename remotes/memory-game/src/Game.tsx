import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Select } from '@games/shared/game-kit/controls/Select';
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { createStore } from '@games/shared/game-kit/storage';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import {
  endsAfterReview,
  isMatrixGame,
  isRevealMs,
  LIVES,
  newGame,
  nextTrial,
  pick,
  resumeAt,
  REVEAL_CHOICES,
  startReveal,
  tick,
  trialOutcome,
  TRIALS,
  DEFAULT_REVEAL_MS,
  type MatrixGame,
  type RevealMs,
} from './logic/game';
import './memory-game.css';

// The help (with its example board) loads with the frame's help dialog chunk, out of the first load; the frame's
// dialogs wait for it (no Suspense here, so no empty help). A lazy, not deferred(): deferred.ts would join the first load.
const HowToPlay = lazy(() => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => ({ default: help.HowToPlay })));

const SLUG = descriptor.slug;
const gameStore = createStore<MatrixGame>({ key: `${SLUG}:game`, version: 1, validate: isMatrixGame });
const revealStore = createStore<RevealMs>({ key: `${SLUG}:reveal`, version: 1, validate: isRevealMs });
/** Bests are kept per reveal time: a longer look is an easier round. */
const scoreKey = (revealMs: RevealMs) => `reveal-${revealMs}`;
const seconds = (ms: number) => `${ms / 1000} s`;
const hearts = (lives: number) => '♥'.repeat(lives) + '♡'.repeat(Math.max(0, LIVES - lives));
const now = () => Date.now();

/** The game on arrival: a seeded URL's round (continued if it is the saved one), else the saved round, else a new one. */
function arrival(revealMs: RevealMs): MatrixGame {
  const seed = seedFromUrl();
  const saved = gameStore.load();
  if (saved && (!seed || saved.seed === seed)) return resumeAt(saved, now());
  return newGame(seed ?? randomSeed(), revealMs);
}

/** Memory Matrix: reveal, hide, recall; the pure round in logic/game.ts, the clock and the timeouts here. */
export default function Game({ title }: GameProps) {
  const [revealMs, setRevealMs] = usePersistentState<RevealMs>(revealStore, DEFAULT_REVEAL_MS);
  const [game, setGameState] = useState<MatrixGame>(() => arrival(revealMs));
  const current = useRef(game);
  const { announcement, announce } = useAnnouncer();
  const scores = useScoreRecords(SLUG, scoreKey(game.revealMs));
  const [result, setResult] = useState<GameResult | null>(null);
  const [focusOnRecall, setFocusOnRecall] = useState(false);

  const finish = useCallback(
    (ended: MatrixGame) => {
      const outcome: ScoreOutcome = scores.finishRound(ended.score, { level: ended.bestLevel, perfect: ended.perfect });
      announce(`${describeScoreOutcome('Round over', outcome)} Best level ${ended.bestLevel}.`);
      const base = scoreResult({
        title: outcome.newBest ? 'New best score!' : 'Round over',
        outcome,
        lines: [
          { label: 'Level reached', value: `${ended.bestLevel} tiles` },
          { label: 'Perfect trials', value: `${ended.perfect} of ${ended.trial + 1}` },
          { label: 'Reveal time', value: seconds(ended.revealMs) },
        ],
        shareText: scoreShareText({
          game: 'Memory Matrix',
          detail: `${seconds(ended.revealMs)} reveal`,
          outcome,
          lines: [`🧠 Level ${ended.bestLevel} · ${ended.perfect}/${ended.trial + 1} perfect`],
        }),
        onShareOutcome: announce,
        playAgain: { label: 'Play again', onClick: () => restartRef.current() },
      });
      const recent = outcome.records.byKey[scoreKey(ended.revealMs)]?.recent ?? [];
      setResult({
        ...base,
        details: (
          <>
            {base.details}
            <ScoreHistoryChart recent={recent} title={`Recent scores, ${seconds(ended.revealMs)} reveal`} />
          </>
        ),
      });
    },
    [announce, scores],
  );

  /** Makes `next` the game: saves it and says what changed. */
  const show = useCallback(
    (next: MatrixGame) => {
      const before = current.current;
      if (next === before) return;
      current.current = next;
      setGameState(next);
      gameStore.save(next);
      if (next.phase === 'reveal' && (before.phase !== 'reveal' || before.trial !== next.trial)) {
        announce(`Trial ${next.trial + 1} of ${TRIALS}: remember ${next.count} tiles.`);
      } else if (next.phase === 'recall' && before.phase === 'reveal') {
        announce(`Your turn: pick the ${next.count} tiles.`);
      } else if (next.phase === 'recall' && next.picks.length > before.picks.length) {
        announce(`Correct, ${next.picks.length} of ${next.count}.`);
      } else if (next.phase === 'review' && before.phase === 'recall') {
        const last = endsAfterReview(next) ? ' That was the last trial.' : ' Press Enter to go on.';
        if (trialOutcome(next) === 'perfect') announce(`All ${next.count} correct!${last}`);
        else {
          const missed = next.tiles.filter((cell) => !next.picks.includes(cell)).length;
          announce(`Wrong tile. ${missed} missed. ${next.lives} ${next.lives === 1 ? 'life' : 'lives'} left.${last}`);
        }
      } else if (next.phase === 'over' && before.phase !== 'over') {
        finish(next);
      }
    },
    [announce, finish],
  );

  const revealNow = useRef(revealMs);
  revealNow.current = revealMs;
  const restart = useCallback(
    (revealTime: RevealMs = revealNow.current) => {
      setResult(null);
      setFocusOnRecall(true);
      show(startReveal(newGame(randomSeed(), revealTime), now()));
    },
    [show],
  );
  const restartRef = useRef(restart);
  restartRef.current = restart;

  // The reveal and the review end by the clock; the logic says when, the view waits for it.
  useEffect(() => {
    if (game.endsAt === null) return;
    const timer = window.setTimeout(() => show(tick(current.current, now())), Math.max(0, game.endsAt - now()));
    return () => window.clearTimeout(timer);
  }, [game.endsAt, game.phase, show]);

  // A round in play is saved as it is when the page is left; a reveal the player could not see (the tab was
  // hidden) shows again in full when the page is back.
  useEffect(() => {
    const save = () => gameStore.save(current.current);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
      else if (current.current.phase === 'reveal') show(resumeAt(current.current, now()));
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [show]);

  const start = () => {
    setFocusOnRecall(true);
    show(startReveal(current.current, now()));
  };
  const goOn = () => show(nextTrial(current.current, now()));

  const inRound = game.phase !== 'ready' && game.phase !== 'over';
  const action =
    game.phase === 'review' ? (
      <button type="button" className="gk-button gk-button--primary" onClick={goOn}>
        {endsAfterReview(game) ? 'See result' : 'Next trial'}
      </button>
    ) : game.phase === 'over' ? (
      <button type="button" className="gk-button gk-button--primary" onClick={() => restart()}>
        Play again
      </button>
    ) : null;

  return (
    <GameFrame
      gameKey={SLUG}
      title={title}
      className="mm"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => restart()}
      restartLabel="New round"
      announcement={announcement}
      result={result}
      onResultClose={() => setResult(null)}
      stats={[
        { label: 'Trial', value: `${Math.min(game.trial + 1, TRIALS)}/${TRIALS}` },
        { label: 'Lives', value: <span aria-label={`${game.lives} of ${LIVES}`}>{hearts(game.lives)}</span> },
        { label: 'Score', value: game.score },
        { label: 'Best', value: liveBest(scores.records, scoreKey(game.revealMs), game.score) },
      ]}
      toolbar={
        <div className="mm-tools">
          <p className="mm-status" data-testid="mm-status">
            {game.phase === 'ready' && 'Press Start, then remember the tiles.'}
            {game.phase === 'reveal' && `Remember ${game.count} tiles…`}
            {game.phase === 'recall' && `Your turn: ${game.picks.length} of ${game.count}`}
            {game.phase === 'review' && (trialOutcome(game) === 'perfect' ? 'All correct!' : 'Missed: ✓ correct, ○ missed, ✕ wrong')}
            {game.phase === 'over' && `Round over: ${game.score} points, level ${game.bestLevel}.`}
          </p>
          {action}
          <GameOptions>
            <Select
              label="Reveal time"
              value={String(revealMs)}
              options={REVEAL_CHOICES.map((ms) => ({ value: String(ms), label: seconds(ms) }))}
              onChange={(value) => {
                const ms = Number(value) as RevealMs;
                setRevealMs(ms);
                revealNow.current = ms;
                // A new reveal time starts a new round (bests are kept per reveal time).
                if (!inRound || current.current.trial === 0) show(newGame(current.current.seed, ms));
              }}
            />
          </GameOptions>
        </div>
      }
    >
      <Board
        game={game}
        testId={descriptor.ready.testId}
        focusOnRecall={focusOnRecall}
        onPick={(cell) => show(pick(current.current, cell, now()))}
        onContinue={goOn}
        overlay={
          game.phase === 'ready' ? (
            <button type="button" className="gk-button gk-button--primary mm-start" onClick={start}>
              Start
            </button>
          ) : undefined
        }
      />
    </GameFrame>
  );
}
