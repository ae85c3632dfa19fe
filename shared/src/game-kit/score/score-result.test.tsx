import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultDialog } from '../ResultDialog';
import { emptyScoreRecords, recordScore } from './score-records';
import { scoreResult } from './score-result';
import { describeScoreOutcome, scoreShareText } from './score-text';

const first = recordScore(emptyScoreRecords(), '4', 1200);
const lower = recordScore(first.records, '4', 800);
const higher = recordScore(first.records, '4', 15000);

describe('scoreResult', () => {
  it('shows the score, the best beaten and the new one with a "New best" badge, the game lines, share and Play again', async () => {
    const playAgain = jest.fn();
    const result = scoreResult({
      title: 'Game over!',
      outcome: higher,
      lines: [{ label: 'Best tile', value: '1,024' }],
      shareText: 'text',
      playAgain: { label: 'Play again', onClick: playAgain },
    });
    render(<ResultDialog result={result} onClose={() => {}} />);
    const figures = Array.from(document.querySelectorAll('.gk-result__line')).map((line) => line.textContent);
    expect(figures).toEqual(['Score15,000', 'Best1,200 → 15,000 New best!', 'Best tile1,024']);
    expect(screen.getByTestId('best-figure')).toHaveAccessibleName('15,000, a new best (was 1,200)');
    expect(screen.getByRole('button', { name: 'Share result' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play again' }));
    expect(playAgain).toHaveBeenCalled();
  });

  it('shows the best that stands when the round did not beat it, and no previous best on a first round', () => {
    const playAgain = { label: 'Play again', onClick: () => {} };
    const figures = (outcome: typeof lower) => {
      const view = render(<ResultDialog result={scoreResult({ title: 'Game over', outcome, shareText: '', playAgain })} onClose={() => {}} />);
      const shown = Array.from(document.querySelectorAll('.gk-result__line')).map((line) => line.textContent);
      view.unmount();
      return shown;
    };
    expect(figures(lower)).toEqual(['Score800', 'Best1,200']);
    expect(figures(first)).toEqual(['Score1,200', 'Best1,200 New best!']);
  });
});

describe('scoreShareText', () => {
  it('gives the game, board, score and figures, and nothing of the board', () => {
    expect(scoreShareText({ game: '2048', detail: '4×4', outcome: higher, lines: ['🧱 Best tile 1,024'] })).toBe(
      '2048 · 4×4\n🏆 15,000 points · new best!\n🧱 Best tile 1,024',
    );
    expect(scoreShareText({ game: 'Falling Stars', outcome: lower })).toBe('Falling Stars\n🏆 800 points');
  });
});

describe('describeScoreOutcome', () => {
  it('says the score and the best, or that it is a new best', () => {
    expect(describeScoreOutcome('Game over', lower)).toBe('Game over. Score 800. Best 1,200.');
    expect(describeScoreOutcome('Game over!', higher)).toBe('Game over! Score 15,000. New best score!');
  });
});
