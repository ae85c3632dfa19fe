import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { Select } from '@games/shared/game-kit/controls/Select';
import { usePrefersReducedMotion } from '@games/shared/game-kit/motion/usePrefersReducedMotion';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import { useRoundSession, type RoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { useStimulusClock } from '@games/shared/game-kit/timed/useTimedSession';
import { randomSeed } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { describeTrial, StartCard, TrialView } from './Board';
import { LEVELS, levelConfig, type Level } from './logic/levels';
import type { Direction } from './logic/rules';
import { responseWindowMs } from './logic/scoring';
import { answerTrial, currentTrial, endSession, newSession, scoredTrials, startScored } from './logic/session';
import { accuracyPercent } from './logic/switchCost';
import { flexibilityResult } from './result';
import { choiceStore, GAME_KEY, sessionStore, type Choice, type SavedSession } from './stores';
import { readUrl } from './urlOptions';
import './flexibility.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));
const inSession = (saved: SavedSession) => saved.session.phase === 'session';
const KEY_DIRECTION: Record<string, Direction> = { arrowleft: 'left', f: 'left', arrowright: 'right', j: 'right' };

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = usePersistentState<Choice>(choiceStore, () => ({ level: url.level ?? 'easy', practiced: {} }));
  const level: Level = url.level ?? choice.level;
  const config = levelConfig(level);
  const durationMs = (url.durationS ?? config.durationS) * 1000;
  const scoreKey = url.durationS && url.durationS !== config.durationS ? `${level}:${url.durationS}s` : level;
  const fresh = (lvl: Level, practiced = choice.practiced[lvl] ?? []): SavedSession => ({
    session: newSession(url.seed ?? randomSeed(), lvl, practiced),
    clock: { durationMs, elapsedMs: 0 },
  });
  const game: RoundSession<SavedSession> = useRoundSession<SavedSession>({
    gameKey,
    store: sessionStore,
    // A saved visit of another level (or none) gives way to a fresh one of the level asked.
    initial: () => fresh(level),
    accept: (saved) => saved.session.level === level,
    clockRuns: inSession,
    durationMs,
    scoreKey,
    onTimeUp: (now) => {
      const ended = endSession(now.session);
      const accuracy = accuracyPercent(ended.answers);
      game.finish(
        { session: ended, clock: { ...now.clock, elapsedMs: now.clock.durationMs } },
        { score: ended.score, extras: { accuracy, streak: ended.bestStreak }, title: 'Time’s up!', detail: `Accuracy ${accuracy}%.` },
      );
    },
  });
  const { timed, announce } = game;
  const session = game.saved.session;
  const scored = useMemo(() => scoredTrials(session), [session.seed, session.level]); // eslint-disable-line react-hooks/exhaustive-deps -- the list depends on seed and level only
  const trial = currentTrial(session, scored);
  const { records, record } = game.scores;
  const startRef = useRef<HTMLButtonElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const playing = game.inPlay;
  const trialKey = trial ? `${session.seed}:${session.phase}:${session.practiceRule}:${session.practiceIndex}:${session.index}` : null;
  const stimulus = useStimulusClock(trialKey, { paused: playing && !game.running });

  const answer = (direction: Direction | null) => {
    const now = game.current();
    const shown = currentTrial(now.session, scored);
    if (!shown || (inSession(now) && timed.status !== 'running')) return;
    const next = answerTrial(now.session, shown, direction, stimulus.reactionTime());
    game.save({ ...now, session: next });
    if (next.practiced.length !== now.session.practiced.length) setChoice((c) => ({ ...c, practiced: { ...c.practiced, [level]: next.practiced } }));
    const verdict = next.last?.missed ? `Too slow, it was ${next.last.expected}.` : next.last?.correct ? 'Right.' : `Wrong, it was ${next.last?.expected}.`;
    const upNext = currentTrial(next, scored);
    const rest = next.phase === 'ready' ? ' Practice done. Start the scored session when ready.' : upNext ? ` ${describeTrial(upNext)}` : '';
    announce(`${verdict}${rest}`);
  };

  // The time to answer: a miss when it runs out (held while the session is paused).
  const windowMs = responseWindowMs(config, session.streak);
  const { reactionTime } = stimulus;
  const answerRef = useRef(answer);
  answerRef.current = answer;
  useEffect(() => {
    if (!game.running || !trialKey) return;
    const timer = setTimeout(() => answerRef.current(null), Math.max(0, windowMs - (reactionTime() ?? 0)));
    return () => clearTimeout(timer);
  }, [game.running, trialKey, windowMs, reactionTime]);

  // ←/→ or F/J answer from anywhere in the game.
  useGameKeys(
    (event) => {
      const direction = KEY_DIRECTION[event.key.toLowerCase()];
      if (direction) answer(direction);
      return direction !== undefined;
    },
    { enabled: trial !== null },
  );

  const beginScored = () => {
    const now = game.current();
    const next = startScored((now.session.phase === 'over' ? fresh(level) : now).session);
    game.start({ session: next, clock: { durationMs, elapsedMs: 0 } }, durationMs);
    const first = currentTrial(next, scoredTrials(next));
    announce(`Scored session: ${formatCountdown(durationMs)}. ${first ? describeTrial(first) : ''}`);
    focusAfterRender(boardRef);
  };
  const restart = (practiced?: Choice['practiced'][Level]) => {
    game.abandon(fresh(level, practiced));
    focusAfterRender(startRef);
  };
  const chooseLevel = (value: Level) => {
    setChoice((c) => ({ ...c, level: value }));
    if (url.level) window.history.replaceState(window.history.state, '', window.location.pathname);
    game.abandon(fresh(value));
  };

  const state = session.phase;
  const result =
    game.finished && state === 'over' ? flexibilityResult({ session, outcome: game.finished, recent: record.recent, onShareOutcome: announce, playAgain: beginScored }) : null;
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="flex"
      howToPlay={<HowToPlay TrialView={TrialView} />}
      onRestart={() => restart()}
      restartLabel="New session"
      stats={[
        { label: 'Time', value: formatCountdown(playing ? timed.remainingMs : state === 'over' ? 0 : durationMs) },
        { label: 'Score', value: session.score },
        { label: 'Best', value: liveBest(records, scoreKey, playing ? session.score : 0) },
      ]}
      toolbar={
        <div className="flex-tools">
          <Select label="Level" value={level} options={LEVELS.map((l) => ({ value: l.value, label: l.label }))} onChange={(v) => chooseLevel(v as Level)} disabled={playing} />
          {state === 'practice' && (
            <button type="button" className="gk-button" onClick={beginScored}>
              Skip practice
            </button>
          )}
          {(state === 'ready' || state === 'over') && (
            <button type="button" className="gk-button" onClick={() => restart([])}>
              Practice again
            </button>
          )}
        </div>
      }
      announcement={game.announcement}
      result={result}
      onResultClose={() => {
        game.closeResult();
        focusAfterRender(startRef);
      }}
      paused={game.paused}
      onResume={() => {
        timed.resume();
        focusAfterRender(boardRef);
      }}
    >
      <div
        ref={boardRef}
        className={`flex-board flex-board--${state}`}
        data-testid={descriptor.ready.testId}
        data-state={state}
        data-score={session.score}
        data-rule={trial?.rule}
        data-point={trial?.point}
        data-move={trial?.move}
        data-trial={trial ? (state === 'practice' ? session.practiceIndex : session.index) : undefined}
        data-step={trialKey ?? state}
        tabIndex={-1}
        aria-label="Flexibility board"
      >
        {trial && trialKey ? (
          <TrialView session={session} trial={trial} trialKey={trialKey} clockRunning={game.running} windowMs={windowMs} animate={!reducedMotion} onAnswer={answer} />
        ) : (
          <StartCard session={session} config={config} durationMs={durationMs} best={record.best} recent={record.recent} startRef={startRef} onStart={beginScored} />
        )}
      </div>
    </GameFrame>
  );
}
