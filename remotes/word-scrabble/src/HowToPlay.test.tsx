import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { Board } from './Board';
import { EXAMPLE_PENDING, EXAMPLE_SCORE, EXAMPLE_WORD, HowToPlay } from './HowToPlay';
import { EMPTY_BOARD } from './logic/board';
import { SCORELESS_LIMIT } from './logic/game';
import { isWord } from './logic/lexicon';
import { toPlacements } from './logic/pending';
import { BINGO_BONUS, checkPlacement } from './logic/placement';
import { loadTestLexicon } from './test-support/lexicon';

describe('the how-to-play example', () => {
  beforeAll(() => loadDeferred('help'));

  test('is a word of the game dictionary', () => {
    expect(isWord(loadTestLexicon(), EXAMPLE_WORD)).toBe(true);
  });

  test('is a legal first play scoring what the caption says', () => {
    const check = checkPlacement(EMPTY_BOARD, toPlacements(EXAMPLE_PENDING));
    expect(check).toMatchObject({ ok: true, direction: 'across', score: EXAMPLE_SCORE });
    expect(check.ok && check.words.map((w) => w.word)).toEqual([EXAMPLE_WORD]);
  });

  test('says the real bonus and limit', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    expect(container.textContent).toContain(`earn +${BINGO_BONUS}`);
    expect(container.textContent).toContain(`after ${SCORELESS_LIMIT} scoreless turns`);
    expect(screen.getByTestId('word-scrabble-example')).toHaveAttribute('data-board', EMPTY_BOARD);
  });
});
