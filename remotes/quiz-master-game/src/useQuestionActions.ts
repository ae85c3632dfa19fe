import type { RoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import type { RefObject } from 'react';
import { answer, current, fiftyFifty, moreTime, MORE_TIME_MS, nextQuestion, QUESTION_MS, roundFigures, skipQuestion, walkAway, type Round } from './logic/round';
import { LETTERS } from './QuestionCard';
import { endTitle } from './result';
import type { SavedGame } from './stores';

const KEY_TO_OPTION: Record<string, number> = { 1: 0, 2: 1, 3: 2, 4: 3, a: 0, b: 1, c: 2, d: 3 };

export const asking = (saved: SavedGame | null): saved is SavedGame => saved !== null && saved.round.phase === 'asking';

const spokenQuestion = (round: Round) => {
  const asked = current(round);
  const options = asked.options.map((o, i) => `${LETTERS[i]}: ${o}`).join('. ');
  return `Question ${round.index + 1} of ${round.asked.length}. ${asked.question.question} ${options}.`;
};

export interface QuestionActionsOptions {
  game: RoundSession<SavedGame | null>;
  /** Focus after the render that shows the target. */
  focus(target: RefObject<HTMLElement | null>): void;
  firstOptionRef: RefObject<HTMLElement | null>;
  nextRef: RefObject<HTMLElement | null>;
  /** A finished round's figures, before it is recorded (classic rounds set the next level). */
  onFinished(ended: Round): void;
}

/**
 * A round's questions: ask one (its clock started), answer, the lifelines, walk away, go on, and the end of
 * the round into the records; 1–4 or A–D answer and Enter goes on from anywhere in the game.
 */
export function useQuestionActions({ game, focus, firstOptionRef, nextRef, onFinished }: QuestionActionsOptions) {
  const { timed, announce } = game;

  const finish = (ended: Round) => {
    const figures = roundFigures(ended);
    onFinished(ended);
    game.finish(
      { round: ended, clock: null },
      {
        score: ended.score,
        extras: { correct: figures.correct, streak: ended.bestStreak },
        title: endTitle(ended),
        detail: `${figures.correct} of ${figures.total} right.`,
        daily: ended.mode === 'daily' && ended.dateKey ? { date: ended.dateKey, mistakes: figures.total - figures.correct } : undefined,
      },
    );
  };

  const ask = (next: Round) => {
    game.start({ round: next, clock: null }, QUESTION_MS);
    announce(spokenQuestion(next));
    focus(firstOptionRef);
  };

  /** An answer shown (chosen, passed or timed out): the clock stops, Next takes focus. */
  const answered = (next: Round, said: string) => {
    game.save({ round: next, clock: null });
    announce(said);
    focus(nextRef);
  };

  const timeUp = (now: Round) => answered(answer(now, null, 0), `Time’s up. The answer: ${current(now).question.answer}. ${current(now).question.explanation}`);

  /** The question asked, while its clock runs (a held question takes no answer). */
  const canAct = () => {
    const now = game.current();
    return asking(now) && timed.status === 'running' ? now.round : null;
  };

  const choose = (option: number) => {
    const now = canAct();
    if (!now) return;
    const next = answer(now, option, timed.readRemaining());
    if (next === now) return;
    const q = current(now).question;
    const record = next.answers[next.answers.length - 1];
    answered(next, record.correct ? `Right! Plus ${record.points} points. ${q.explanation}` : `Wrong. The answer: ${q.answer}. ${q.explanation}`);
  };

  const fifty = () => {
    const now = canAct();
    if (!now) return;
    const next = fiftyFifty(now);
    game.save({ round: next, clock: null });
    const left = current(next).options.map((o, i) => (next.removed.includes(i) ? null : `${LETTERS[i]}: ${o}`)).filter(Boolean);
    announce(`50:50. Two wrong answers removed. Left: ${left.join(', ')}.`);
    // The spent lifeline's button is disabled: focus goes to the options left.
    focus(firstOptionRef);
  };

  const addTime = () => {
    const now = canAct();
    if (!now) return;
    timed.addTime(MORE_TIME_MS);
    game.save({ round: moreTime(now), clock: null });
    announce('Ten more seconds.');
    focus(firstOptionRef);
  };

  const skip = () => {
    const now = canAct();
    if (!now) return;
    const next = skipQuestion(now);
    if (next.phase === 'answered') answered(next, `Passed. The answer: ${current(now).question.answer}.`);
    else ask(next);
  };

  const walk = () => {
    const now = game.current()?.round;
    const next = now && walkAway(now);
    if (next && next !== now) finish(next);
  };

  const goOn = () => {
    const now = game.current()?.round;
    if (!now || now.phase !== 'answered') return;
    const next = nextQuestion(now);
    if (next.phase === 'over') finish(next);
    else ask(next);
  };

  // 1–4 or A–D answer, Enter goes on (a focused button keeps its own Enter).
  useGameKeys(
    (event) => {
      const phase = game.current()?.round.phase;
      const option = KEY_TO_OPTION[event.key.toLowerCase()];
      if (option !== undefined && phase === 'asking') choose(option);
      else if (event.key !== 'Enter' || phase !== 'answered') return false;
      else if (event.target instanceof Element && event.target.closest('button, a, input, select, textarea')) return false;
      else goOn();
      return true;
    },
    { enabled: game.saved !== null && game.saved.round.phase !== 'over' },
  );

  return { ask, timeUp, choose, fifty, addTime, skip, walk, goOn };
}
