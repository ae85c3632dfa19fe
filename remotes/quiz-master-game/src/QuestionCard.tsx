import type { RefObject } from 'react';
import { CATEGORY_LABEL, isCategoryId } from './logic/categories';
import { current, type Round } from './logic/round';
import { pointsFor } from './logic/scoring';

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface QuestionCardProps {
  round: Round;
  remainingMs: number;
  durationMs: number;
  firstOptionRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  onChoose(option: number): void;
  onNext(): void;
  onFifty(): void;
  onSkip(): void;
  onMoreTime(): void;
  onWalkAway(): void;
}

const categoryName = (id: string) => (isCategoryId(id) ? CATEGORY_LABEL[id] : id);

/** The question, its four options, the lifelines, and after an answer the explanation with Next. */
export function QuestionCard(props: QuestionCardProps) {
  const { round, remainingMs, durationMs, firstOptionRef, nextRef, onChoose, onNext, onFifty, onSkip, onMoreTime, onWalkAway } = props;
  const asked = current(round);
  const q = asked.question;
  const answered = round.phase !== 'asking';
  const record = answered ? round.answers[round.answers.length - 1] : null;
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const share = durationMs > 0 ? Math.max(0, Math.min(1, remainingMs / durationMs)) : 0;
  const last = round.index + 1 >= round.asked.length || round.end !== null;
  const firstOpen = [0, 1, 2, 3].find((i) => !round.removed.includes(i)) ?? 0;
  const breakdown = record?.correct && round.mode !== 'millionaire' ? pointsFor(q.difficulty, 0, round.streak) : null;

  return (
    <div className="quiz-card" data-phase={round.phase} data-question-id={q.id}>
      <div className="quiz-card__meta">
        <span>{`Question ${round.index + 1} of ${round.asked.length}`}</span>
        <span>
          {categoryName(q.category)} · <span className={`quiz-level quiz-level--${q.difficulty}`}>{q.difficulty}</span>
        </span>
      </div>
      {!answered && (
        <div className={`quiz-timer${seconds <= 5 ? ' quiz-timer--low' : ''}`} role="timer" aria-label={`${seconds} seconds left`}>
          <div className="quiz-timer__bar" style={{ transform: `scaleX(${share})` }} />
          <span className="quiz-timer__text" aria-hidden="true">{`${seconds} s`}</span>
        </div>
      )}
      <h2 className="quiz-question" id="quiz-question">
        {q.question}
      </h2>
      <div className="quiz-options" role="group" aria-labelledby="quiz-question">
        {asked.options.map((option, i) => {
          const removed = round.removed.includes(i);
          const isAnswer = i === asked.answer;
          const picked = record?.choice === i;
          const state = answered ? (isAnswer ? 'correct' : picked ? 'wrong' : 'other') : removed ? 'removed' : 'open';
          const mark = answered ? (isAnswer ? '✓' : picked ? '✗' : '') : '';
          return (
            <button
              key={i}
              ref={i === firstOpen ? firstOptionRef : undefined}
              type="button"
              className={`quiz-option quiz-option--${state}`}
              data-option={i}
              data-state={state}
              disabled={answered || removed}
              aria-keyshortcuts={`${i + 1} ${LETTERS[i]}`}
              onClick={() => onChoose(i)}
            >
              <span className="quiz-option__key" aria-hidden="true">
                {LETTERS[i]}
              </span>
              <span className="quiz-option__text">{removed && !answered ? <s>{option}</s> : option}</span>
              <span className="quiz-option__mark" aria-hidden="true">
                {mark}
              </span>
              {answered && isAnswer && <span className="gk-visually-hidden"> (right answer)</span>}
              {answered && picked && !isAnswer && <span className="gk-visually-hidden"> (your answer)</span>}
              {removed && !answered && <span className="gk-visually-hidden"> (removed by 50:50)</span>}
            </button>
          );
        })}
      </div>
      {answered && record ? (
        <div className="quiz-explain">
          <p className={`quiz-verdict quiz-verdict--${record.correct ? 'right' : 'wrong'}`}>
            {record.correct
              ? `✓ Right! +${record.points.toLocaleString('en-US')}${breakdown ? ` (${breakdown.base} base, ${record.points - breakdown.base - breakdown.streak} time, ${breakdown.streak} streak)` : ''}`
              : record.skipped
                ? `Passed. The answer: ${q.answer}.`
                : record.choice === null
                  ? `⏱ Time’s up. The answer: ${q.answer}.`
                  : `✗ Wrong. The answer: ${q.answer}.`}
          </p>
          <p className="quiz-explain__text">
            {q.explanation}{' '}
            <a href={q.source} target="_blank" rel="noopener noreferrer" className="quiz-source">
              Source
            </a>
          </p>
          <button ref={nextRef} type="button" className="gk-button gk-button--primary quiz-next" onClick={onNext} aria-keyshortcuts="Enter">
            {last ? 'See result' : 'Next question'}
          </button>
        </div>
      ) : (
        <div className="quiz-lifelines" role="group" aria-label="Lifelines, one of each per game">
          <button type="button" className="gk-button quiz-lifeline" onClick={onFifty} disabled={!round.lifelines.fifty}>
            50:50
          </button>
          <button type="button" className="gk-button quiz-lifeline" onClick={onSkip} disabled={!round.lifelines.skip}>
            Skip
          </button>
          <button type="button" className="gk-button quiz-lifeline" onClick={onMoreTime} disabled={!round.lifelines.time}>
            +10 s
          </button>
          {round.mode === 'millionaire' && (
            <button type="button" className="gk-button quiz-lifeline quiz-walk" onClick={onWalkAway} aria-label={`Take ${round.score.toLocaleString('en-US')} and walk away`}>
              {`Take ${round.score.toLocaleString('en-US')}`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
