import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_POINTS, EXAMPLE_QUESTION, EXAMPLE_ROUND, EXAMPLE_SECONDS_LEFT, HowToPlay } from './HowToPlay';
import { isQuestionList } from './logic/question';
import { QUESTION_MS } from './logic/round';
import { pointsFor } from './logic/scoring';
import { QuestionCard } from './QuestionCard';

const bank: unknown = JSON.parse(readFileSync(join(__dirname, 'data', 'questions', `${EXAMPLE_QUESTION.category}.json`), 'utf8'));

describe('the how-to-play example', () => {
  beforeAll(() => loadDeferred('help'));

  test('is a question of the shipped bank, word for word', () => {
    expect(isQuestionList(bank)).toBe(true);
    expect((bank as unknown[]).find((q) => (q as { id: string }).id === EXAMPLE_QUESTION.id)).toEqual(EXAMPLE_QUESTION);
  });

  test('offers the answer and its three distractors, and marks the answer picked as right', () => {
    const [asked] = EXAMPLE_ROUND.asked;
    expect([...asked.options].sort()).toEqual([EXAMPLE_QUESTION.answer, ...EXAMPLE_QUESTION.distractors].sort());
    expect(asked.options[asked.answer]).toBe(EXAMPLE_QUESTION.answer);
    expect(EXAMPLE_ROUND.answers[0]).toMatchObject({ choice: asked.answer, correct: true });
  });

  test('scores what the caption says', () => {
    expect(pointsFor(EXAMPLE_QUESTION.difficulty, EXAMPLE_SECONDS_LEFT * 1000, 1).total).toBe(EXAMPLE_POINTS);
    expect(QUESTION_MS).toBe(20_000);
  });

  test('draws the game question card with the keys', () => {
    render(<HowToPlay QuestionCard={QuestionCard} />);
    expect(screen.getByText(EXAMPLE_QUESTION.question)).toBeInTheDocument();
    expect(screen.getByText(`✓ Right! +${EXAMPLE_POINTS} (100 base, 75 time, 0 streak)`)).toBeInTheDocument();
  });
});
