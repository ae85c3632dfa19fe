import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Question } from './logic/question';
import type { Round } from './logic/round';
import type { QuestionCard as GameQuestionCard } from './QuestionCard';

// Only types from the game's modules: a value imported here would keep webpack from inlining that module into the first chunk.
/** A real question of the bank (arts-003), answered right with 15 seconds left. */
export const EXAMPLE_QUESTION: Question = {
  id: 'arts-003',
  category: 'arts',
  difficulty: 'easy',
  question: 'How many strings does a standard violin have?',
  answer: 'Four',
  distractors: ['Five', 'Six', 'Three'],
  explanation: "A violin's four strings are tuned in fifths: G, D, A and E.",
  source: 'https://en.wikipedia.org/wiki/Violin',
  reviewed: '2026-11-23',
};
export const EXAMPLE_SECONDS_LEFT = 15;
/** 100 for an easy question, plus 5 a second left; the first right answer has no streak bonus. */
export const EXAMPLE_POINTS = 175;
export const EXAMPLE_ROUND: Round = {
  mode: 'classic',
  seed: 'help',
  dateKey: null,
  categories: ['arts'],
  asked: [{ question: EXAMPLE_QUESTION, options: ['Three', 'Four', 'Five', 'Six'], answer: 1 }],
  spares: [],
  index: 0,
  phase: 'answered',
  answers: [{ id: EXAMPLE_QUESTION.id, choice: 1, skipped: false, correct: true, points: EXAMPLE_POINTS }],
  lifelines: { fifty: true, skip: true, time: true },
  removed: [],
  score: EXAMPLE_POINTS,
  streak: 1,
  bestStreak: 1,
  end: null,
};
const ignore = () => undefined;
const NO_REF = { current: null };

/** The rules and controls, shown in the kit's how-to-play dialog. */
export interface HowToPlayProps {
  /** The game's own QuestionCard, passed in by Game: imported here, webpack could no longer inline it into the first chunk. */
  QuestionCard: typeof GameQuestionCard;
}

export function HowToPlay({ QuestionCard }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Pick a mode and your categories, then answer each question before its <strong>20-second</strong> clock runs out. Four options, one
          right answer; after each answer you see why it is right.
        </p>
      }
      example={
        <QuestionCard
          round={EXAMPLE_ROUND}
          remainingMs={EXAMPLE_SECONDS_LEFT * 1000}
          durationMs={20_000}
          firstOptionRef={NO_REF}
          nextRef={NO_REF}
          onChoose={ignore}
          onNext={ignore}
          onFifty={ignore}
          onSkip={ignore}
          onMoreTime={ignore}
          onWalkAway={ignore}
        />
      }
      exampleCaption={`Right: a violin has four strings. An easy question answered with ${EXAMPLE_SECONDS_LEFT} s left scores 100 + ${EXAMPLE_SECONDS_LEFT} × 5 = ${EXAMPLE_POINTS}.`}
      touch={
        <p>
          Tap an answer, then <strong>Next question</strong>. Lifelines, one each per game: <strong>50:50</strong>, <strong>Skip</strong>,{' '}
          <strong>+10 s</strong>.
        </p>
      }
      mouse={
        <p>
          Click an answer, then <strong>Next question</strong>. Lifelines, one each per game: <strong>50:50</strong>, <strong>Skip</strong>,{' '}
          <strong>+10 s</strong>.
        </p>
      }
      keyboard={[
        { keys: '1–4', does: 'answer' },
        { keys: 'A–D', does: 'answer too' },
        { keys: 'Enter', does: 'next question' },
        { keys: 'Tab', does: 'reach the lifelines' },
      ]}
      more={
        <p>
          <strong>Classic:</strong> 10 questions; 100–200 by difficulty, 5 a second left, up to 100 for answers in a row.{' '}
          <strong>Millionaire:</strong> 15 up a prize ladder, safe at 5 and 10; a wrong answer ends it, or take the prize and stop.{' '}
          <strong>Daily:</strong> the same 10 for everyone today; play daily for a streak.
        </p>
      }
    />
  );
}
