import type { RecentScore } from '@games/shared/game-kit/score/score-records';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { useRef, type PointerEvent, type RefObject } from 'react';
import type { LevelConfig } from './logic/levels';
import { RULE_CUE, RULE_NAME, type Direction } from './logic/rules';
import { PRACTICE_TRIALS, type Session } from './logic/session';
import { accuracyPercent, formatCost, switchCost } from './logic/switchCost';
import type { Trial } from './logic/trials';
import { Stimulus } from './Stimulus';

const SWIPE_PX = 40;
const ARROW: Record<Direction, string> = { left: '←', right: '→' };

/** The trial in words, for screen readers: "Point: leaves point left, moving right." */
export const describeTrial = (t: Pick<Trial, 'rule' | 'point' | 'move'>) => `${RULE_NAME[t.rule]}: leaves point ${t.point}, moving ${t.move}.`;

export interface TrialViewProps {
  session: Session;
  trial: Trial;
  trialKey: string;
  /** The clock runs: the time to answer shows as a shrinking bar. */
  clockRunning: boolean;
  windowMs: number;
  animate: boolean;
  onAnswer(direction: Direction): void;
}

/** A trial: the rule's cue, practice or streak status with the last verdict, the stimulus (swipe to answer) and Left / Right. */
export function TrialView({ session, trial, trialKey, clockRunning, windowMs, animate, onAnswer }: TrialViewProps) {
  const swipeFrom = useRef<number | null>(null);
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) onAnswer(dx < 0 ? 'left' : 'right');
  };
  const { last } = session;
  return (
    <>
      <p className={`flex-cue flex-cue--${trial.rule}`}>
        <span className="flex-cue__icon" aria-hidden="true">
          {trial.rule === 'point' ? '➤' : trial.rule === 'move' ? '≋' : '⇄'}
        </span>
        {RULE_CUE[trial.rule]}
      </p>
      <p className="flex-status">
        {session.phase === 'practice' ? `Practice ${RULE_NAME[trial.rule]} · ${session.practiceIndex + 1} of ${PRACTICE_TRIALS}` : `Streak ${session.streak}`}
        {last && (
          <span className={last.correct ? 'flex-mark flex-mark--right' : 'flex-mark flex-mark--wrong'}>
            {last.correct ? '✓ Right' : last.missed ? `⏱ Too slow (${last.expected})` : `✗ It was ${last.expected}`}
          </span>
        )}
      </p>
      <div className="flex-field" onPointerDown={(event) => (swipeFrom.current = event.clientX)} onPointerUp={onPointerUp} onPointerCancel={() => (swipeFrom.current = null)}>
        <Stimulus rule={trial.rule} point={trial.point} move={trial.move} animate={animate} trialKey={trialKey} />
        <p className="gk-visually-hidden">{describeTrial(trial)}</p>
        {clockRunning && <div key={trialKey} className="flex-window" style={{ animationDuration: `${windowMs}ms` }} aria-hidden="true" />}
      </div>
      <div className="flex-answers" role="group" aria-label="Answer">
        {(['left', 'right'] as const).map((direction) => (
          <button key={direction} type="button" className="gk-button flex-answer" onClick={() => onAnswer(direction)} aria-keyshortcuts={direction === 'left' ? 'ArrowLeft F' : 'ArrowRight J'}>
            {direction === 'left' ? `${ARROW.left} Left` : `Right ${ARROW.right}`}
          </button>
        ))}
      </div>
    </>
  );
}

export interface StartCardProps {
  session: Session;
  config: LevelConfig;
  durationMs: number;
  best: number;
  recent: readonly RecentScore[];
  startRef: RefObject<HTMLButtonElement | null>;
  onStart(): void;
}

/** Between phases: practice done (the level's rules) or the last session's figures, recent scores and Start. */
export function StartCard({ session, config, durationMs, best, recent, startRef, onStart }: StartCardProps) {
  const over = session.phase === 'over';
  return (
    <div className="flex-start">
      <p className="flex-start__title">{over ? `Score ${session.score}` : 'Practice done'}</p>
      {over ? (
        <dl className="flex-start__figures">
          <div>
            <dt>Accuracy</dt>
            <dd>{accuracyPercent(session.answers)}%</dd>
          </div>
          <div>
            <dt>Switch cost</dt>
            <dd>{formatCost(switchCost(session.answers).costMs)}</dd>
          </div>
          <div>
            <dt>Best</dt>
            <dd>{best}</dd>
          </div>
        </dl>
      ) : (
        <p className="flex-start__text">
          {config.label}: rules {config.rules.map((r) => RULE_NAME[r]).join(', ')}, {formatCountdown(durationMs)}. Best {best}.
        </p>
      )}
      <ScoreHistoryChart className="flex-history" recent={recent} title={`Recent scores, ${config.label}`} />
      <button ref={startRef} type="button" className="gk-button gk-button--primary flex-start__go" onClick={onStart}>
        {over ? 'Play again' : 'Start scored session'}
      </button>
    </div>
  );
}
