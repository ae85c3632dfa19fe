import type { GameProps } from '@games/shared/contracts';
import { GameFrame, shouldIgnoreGameKey, useAnnouncer } from '@games/shared/game-kit';
import { Select } from '@games/shared/game-kit/controls/Select';
import { usePrefersReducedMotion } from '@games/shared/game-kit/motion/usePrefersReducedMotion';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { useStimulusClock, useTimedSession } from '@games/shared/game-kit/timed/useTimedSession';
import { randomSeed } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { HowToPlay } from './HowToPlay';
import { LEVELS, levelConfig, type Level } from './logic/levels';
import { RULE_CUE, RULE_NAME, type Direction } from './logic/rules';
import { responseWindowMs } from './logic/scoring';
import { answerTrial, currentTrial, endSession, newSession, PRACTICE_TRIALS, scoredTrials, startScored } from './logic/session';
import { accuracyPercent, formatCost, switchCost } from './logic/switchCost';
import { Stimulus } from './Stimulus';
import { choiceStore, GAME_KEY, sessionStore, type Choice, type SavedSession } from './stores';
import { readUrl } from './urlOptions';
import './flexibility.css';

const SWIPE_PX = 40;
const ARROW: Record<Direction, string> = { left: '←', right: '→' };

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const reducedMotion = usePrefersReducedMotion();
  const { announcement, announce } = useAnnouncer();
  const [choice, setChoice] = usePersistentState<Choice>(choiceStore, () => ({ level: url.level ?? 'easy', practiced: {} }));
  const level: Level = url.level ?? choice.level;
  const config = levelConfig(level);
  const durationMs = (url.durationS ?? config.durationS) * 1000;
  const scoreKey = url.durationS && url.durationS !== config.durationS ? `${level}:${url.durationS}s` : level;
  const fresh = useCallback(
    (lvl: Level, practiced = choice.practiced[lvl] ?? []): SavedSession => ({
      session: newSession(url.seed ?? randomSeed(), lvl, practiced),
      clock: { durationMs, elapsedMs: 0 },
    }),
    [choice.practiced, durationMs, url.seed],
  );
  const [saved, setSaved] = usePersistentState<SavedSession | null>(sessionStore, null);
  // A saved visit of another level (or none) gives way to a fresh one of the level asked (kept once made).
  const fallback = useMemo(() => fresh(level), [level]); // eslint-disable-line react-hooks/exhaustive-deps -- one fresh visit per level
  const current: SavedSession = saved && saved.session.level === level ? saved : fallback;
  useEffect(() => {
    if (current === fallback && saved !== fallback) setSaved(fallback);
  }, [current, fallback, saved, setSaved]);
  const savedRef = useRef(current);
  savedRef.current = current;
  const session = current.session;
  const scored = useMemo(() => scoredTrials(session), [session.seed, session.level]); // eslint-disable-line react-hooks/exhaustive-deps -- the list depends on seed and level only
  const trial = currentTrial(session, scored);
  const { records, record, finishRound } = useScoreRecords(gameKey, scoreKey);
  const [finished, setFinished] = useState<ScoreOutcome | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  const put = useCallback(
    (next: SavedSession) => {
      savedRef.current = next;
      setSaved(next);
    },
    [setSaved],
  );

  const onTimeUp = useCallback(() => {
    const now = savedRef.current;
    if (now.session.phase !== 'session') return;
    const ended = endSession(now.session);
    const outcome = finishRound(ended.score, { accuracy: accuracyPercent(ended.answers), streak: ended.bestStreak });
    put({ session: ended, clock: { ...now.clock, elapsedMs: now.clock.durationMs } });
    setFinished(outcome);
    announce(`${describeScoreOutcome('Time’s up!', outcome)} Accuracy ${accuracyPercent(ended.answers)}%.`);
  }, [finishRound, put, announce]);

  const timed = useTimedSession({ durationMs, onTimeUp });
  const inSession = session.phase === 'session';
  const clockRunning = inSession && timed.status === 'running';
  const trialKey = trial ? `${session.seed}:${session.phase}:${session.practiceRule}:${session.practiceIndex}:${session.index}` : null;
  const stimulus = useStimulusClock(trialKey, { paused: inSession && !clockRunning });

  // A session saved in play comes back held: the frame's cover offers Resume.
  useEffect(() => {
    if (savedRef.current.session.phase === 'session') timed.restore(savedRef.current.clock);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const saveClock = timed.save;
  useEffect(() => {
    const keep = () => {
      if (savedRef.current.session.phase === 'session') put({ ...savedRef.current, clock: saveClock() });
    };
    if (timed.paused) keep();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [timed.paused, saveClock, put]);

  const answer = (direction: Direction | null) => {
    const now = savedRef.current;
    const shown = currentTrial(now.session, scored);
    if (!shown || (now.session.phase === 'session' && timed.status !== 'running')) return;
    const next = answerTrial(now.session, shown, direction, stimulus.reactionTime());
    put({ session: next, clock: next.phase === 'session' ? saveClock() : now.clock });
    if (next.practiced.length !== now.session.practiced.length) setChoice((c) => ({ ...c, practiced: { ...c.practiced, [level]: next.practiced } }));
    const verdict = next.last?.missed ? `Too slow, it was ${next.last.expected}.` : next.last?.correct ? 'Right.' : `Wrong, it was ${next.last?.expected}.`;
    const upNext = currentTrial(next, scored);
    const rest = next.phase === 'ready' ? ' Practice done. Start the scored session when ready.' : upNext ? ` ${describe(upNext)}` : '';
    announce(`${verdict}${rest}`);
  };
  const describe = (t: { rule: keyof typeof RULE_CUE; point: Direction; move: Direction }) => `${RULE_NAME[t.rule]}: leaves point ${t.point}, moving ${t.move}.`;

  // The time to answer: a miss when it runs out (held while the session is paused).
  const windowMs = responseWindowMs(config, session.streak);
  const { reactionTime } = stimulus;
  useEffect(() => {
    if (!clockRunning || !trialKey) return;
    const left = Math.max(0, windowMs - (reactionTime() ?? 0));
    const timer = setTimeout(() => answerRef.current(null), left);
    return () => clearTimeout(timer);
  }, [clockRunning, trialKey, windowMs, reactionTime]);
  const answerRef = useRef(answer);
  answerRef.current = answer;

  // ←/→ or F/J answer from anywhere in the game.
  useEffect(() => {
    if (!trial) return;
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const key = event.key.toLowerCase();
      const direction: Direction | null = key === 'arrowleft' || key === 'f' ? 'left' : key === 'arrowright' || key === 'j' ? 'right' : null;
      if (!direction) return;
      event.preventDefault();
      answerRef.current(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [trial]);

  const swipeFrom = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) answer(dx < 0 ? 'left' : 'right');
  };

  const focusBoard = () => requestAnimationFrame(() => boardRef.current?.focus({ preventScroll: true }));
  const beginScored = () => {
    const now = savedRef.current;
    const base = now.session.phase === 'over' ? fresh(level) : now;
    const next = startScored(base.session);
    put({ session: next, clock: { durationMs, elapsedMs: 0 } });
    setFinished(null);
    timed.start(durationMs);
    const first = currentTrial(next, scoredTrials(next));
    announce(`Scored session: ${formatCountdown(durationMs)}. ${first ? describe(first) : ''}`);
    focusBoard();
  };
  const restart = (lvl: Level = level, practiced?: Choice['practiced'][Level]) => {
    timed.reset(durationMs);
    setFinished(null);
    put(fresh(lvl, practiced));
    requestAnimationFrame(() => startRef.current?.focus());
  };
  const chooseLevel = (value: Level) => {
    setChoice((c) => ({ ...c, level: value }));
    if (url.level) window.history.replaceState(window.history.state, '', window.location.pathname);
    timed.reset();
    setFinished(null);
    put(fresh(value));
  };

  const cost = switchCost(session.answers);
  const accuracy = accuracyPercent(session.answers);
  const result =
    finished && session.phase === 'over'
      ? (() => {
          const base = scoreResult({
            title: 'Time’s up!',
            outcome: finished,
            lines: [
              { label: 'Accuracy', value: `${accuracy}%` },
              { label: 'Switch cost', value: formatCost(cost.costMs) },
              { label: 'Switch / repeat', value: cost.switchMedianMs !== null && cost.repeatMedianMs !== null ? `${cost.switchMedianMs} / ${cost.repeatMedianMs} ms` : '–' },
              { label: 'Best streak', value: session.bestStreak },
            ],
            shareText: scoreShareText({
              game: 'Flexibility',
              detail: config.label,
              outcome: finished,
              lines: [`🎯 ${accuracy}% right`, `🔀 Switch cost ${formatCost(cost.costMs)}`],
            }),
            onShareOutcome: announce,
            playAgain: { label: 'Play again', onClick: beginScored },
          });
          return {
            ...base,
            details: (
              <>
                <ScoreHistoryChart className="flex-history" recent={record.recent} title="Recent scores" />
                {base.details}
              </>
            ),
          };
        })()
      : null;

  const shownMs = inSession ? timed.remainingMs : session.phase === 'over' ? 0 : durationMs;
  const state = session.phase;
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="flex"
      howToPlay={<HowToPlay />}
      onRestart={() => restart()}
      restartLabel="New session"
      stats={[
        { label: 'Time', value: formatCountdown(shownMs) },
        { label: 'Score', value: session.score },
        { label: 'Best', value: liveBest(records, scoreKey, inSession ? session.score : 0) },
      ]}
      toolbar={
        <div className="flex-tools">
          <Select label="Level" value={level} options={LEVELS.map((l) => ({ value: l.value, label: l.label }))} onChange={(v) => chooseLevel(v as Level)} disabled={inSession} />
          {state === 'practice' && (
            <button type="button" className="gk-button" onClick={beginScored}>
              Skip practice
            </button>
          )}
          {(state === 'ready' || state === 'over') && (
            <button type="button" className="gk-button" onClick={() => restart(level, [])}>
              Practice again
            </button>
          )}
        </div>
      }
      announcement={announcement}
      result={result}
      onResultClose={() => {
        setFinished(null);
        requestAnimationFrame(() => startRef.current?.focus());
      }}
      paused={inSession && timed.paused}
      onResume={() => {
        timed.resume();
        focusBoard();
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
        {trial ? (
          <>
            <p className={`flex-cue flex-cue--${trial.rule}`}>
              <span className="flex-cue__icon" aria-hidden="true">
                {trial.rule === 'point' ? '➤' : trial.rule === 'move' ? '≋' : '⇄'}
              </span>
              {RULE_CUE[trial.rule]}
            </p>
            <p className="flex-status">
              {state === 'practice' ? `Practice ${RULE_NAME[trial.rule]} · ${session.practiceIndex + 1} of ${PRACTICE_TRIALS}` : `Streak ${session.streak}`}
              {session.last && (
                <span className={session.last.correct ? 'flex-mark flex-mark--right' : 'flex-mark flex-mark--wrong'}>
                  {session.last.correct ? '✓ Right' : session.last.missed ? `⏱ Too slow (${session.last.expected})` : `✗ It was ${session.last.expected}`}
                </span>
              )}
            </p>
            <div className="flex-field" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeFrom.current = null)}>
              <Stimulus rule={trial.rule} point={trial.point} move={trial.move} animate={!reducedMotion} trialKey={trialKey ?? ''} />
              <p className="gk-visually-hidden">{describe(trial)}</p>
              {clockRunning && <div key={trialKey} className="flex-window" style={{ animationDuration: `${windowMs}ms` }} aria-hidden="true" />}
            </div>
            <div className="flex-answers" role="group" aria-label="Answer">
              {(['left', 'right'] as const).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  className="gk-button flex-answer"
                  onClick={() => answer(direction)}
                  aria-keyshortcuts={direction === 'left' ? 'ArrowLeft F' : 'ArrowRight J'}
                >
                  {direction === 'left' ? `${ARROW.left} Left` : `Right ${ARROW.right}`}
                </button>
              ))}
            </div>
          </>
        ) : (
          <div className="flex-start">
            <p className="flex-start__title">{state === 'over' ? `Score ${session.score}` : 'Practice done'}</p>
            {state === 'over' ? (
              <dl className="flex-start__figures">
                <div>
                  <dt>Accuracy</dt>
                  <dd>{accuracy}%</dd>
                </div>
                <div>
                  <dt>Switch cost</dt>
                  <dd>{formatCost(cost.costMs)}</dd>
                </div>
                <div>
                  <dt>Best</dt>
                  <dd>{record.best}</dd>
                </div>
              </dl>
            ) : (
              <p className="flex-start__text">
                {config.label}: rules {config.rules.map((r) => RULE_NAME[r]).join(', ')}, {formatCountdown(durationMs)}. Best {record.best}.
              </p>
            )}
            <ScoreHistoryChart className="flex-history" recent={record.recent} title={`Recent scores, ${config.label}`} />
            <button ref={startRef} type="button" className="gk-button gk-button--primary flex-start__go" onClick={beginScored}>
              {state === 'over' ? 'Play again' : 'Start scored session'}
            </button>
          </div>
        )}
      </div>
    </GameFrame>
  );
}
