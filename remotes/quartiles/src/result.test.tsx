import { render, screen } from '@testing-library/react';
import { ResultDialog } from '@games/shared/game-kit';
import { emptyScoreRecords, recordScore } from '@games/shared/game-kit/score/score-records';
import { completedMessage, quartilesResult, quartilesShareText } from './result';

const outcome = recordScore(emptyScoreRecords(), 'daily', 52);
const done = { outcome, words: 31, totalWords: 60, timeMs: 185_000, hints: 2, date: '2026-11-29' };
const action = (label: string) => ({ label, onClick: jest.fn() });

test('the share text gives the score, rank, time and hints, never a word', () => {
  const text = quartilesShareText(done);
  expect(text).toContain('Quartiles');
  expect(text).toContain('Daily 2026-11-29');
  expect(text).toContain('🏆 52 points · new best!');
  expect(text).toContain('🧩 5/5 quartiles · Talented');
  expect(text).toContain('⏱ 3:05 · 💡 2');
  expect(quartilesShareText({ ...done, date: undefined })).toContain('Unlimited');
});

test('the completion is said with score, best and rank', () => {
  expect(completedMessage(outcome)).toBe('All five quartiles found! Puzzle complete. Score 52. New best score! Rank Talented. Keep playing for more words.');
});

test('the result shows score, best, rank, words, time, hints, Share, Keep playing and New puzzle', () => {
  const result = quartilesResult(done, { onShareOutcome: jest.fn(), keepPlaying: action('Keep playing'), newPuzzle: action('New puzzle') });
  expect(result.title).toBe('All five quartiles!');
  render(<ResultDialog result={result} onClose={() => {}} />);
  const figures = Array.from(document.querySelectorAll('.gk-result__line')).map((line) => line.textContent);
  expect(figures).toEqual(['Score52', 'Best52 New best!', 'RankTalented', 'Words31 of 60', 'Time3:05', 'Hints2']);
  expect(screen.getByRole('button', { name: 'Share result' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep playing' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New puzzle' })).toBeInTheDocument();
});
