/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { dealCards } from './logic/deal';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

const SLUG = descriptor.slug;

async function openGame() {
  const view = render(<Game slug={SLUG} title="Matching Test" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const cardsOf = (board: HTMLElement) => within(board).getAllByRole('gridcell');

/** Card indexes of each pair, from the deal the seed makes. */
function pairsOfDeal(seed: string, level: string): Array<[number, number]> {
  const { faces } = dealCards(seed, level);
  const pairs: Array<[number, number]> = [];
  faces.forEach((face, card) => {
    const twin = faces.indexOf(face, card + 1);
    if (twin > card) pairs.push([card, twin]);
  });
  return pairs;
}

// A busy machine (several suites side by side) can take more than the default 5 s per view test.
jest.setTimeout(20_000);

describe('matching card', () => {
  beforeEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=3x4`);
  });

  it('is won by turning every pair, in the fewest moves for three stars', async () => {
    const { board } = await openGame();
    for (const [a, b] of pairsOfDeal('unit', '3x4')) {
      act(() => void fireEvent.click(cardsOf(board)[a]));
      act(() => void fireEvent.click(cardsOf(board)[b]));
    }
    expect(cardsOf(board).every((card) => card.getAttribute('data-state') === 'found')).toBe(true);
    const result = await screen.findByRole('dialog');
    expect(result).toHaveTextContent('Solved!');
    expect(result).toHaveTextContent('★★★');
    expect(storedPuzzleRecords(SLUG)).toMatchObject({ won: 1 });
    await waitFor(() => expect(storedScoreRecords(SLUG)?.byKey['3x4']?.best).toBe(3));
    // The result dialog loads in its own chunk: slow on a busy machine.
  }, 20_000);

  it('flips a mismatch back after a moment and ignores cards meanwhile', async () => {
    const { board } = await openGame();
    jest.useFakeTimers();
    const { faces } = dealCards('unit', '3x4');
    const other = faces.findIndex((face) => face !== faces[0]);
    const third = faces.findIndex((face, at) => at !== 0 && at !== other);
    act(() => void fireEvent.click(cardsOf(board)[0]));
    act(() => void fireEvent.click(cardsOf(board)[other]));
    expect(board).toHaveAttribute('data-open', '2');
    act(() => void fireEvent.click(cardsOf(board)[third]));
    expect(cardsOf(board)[third]).toHaveAttribute('data-state', 'down');
    act(() => void jest.advanceTimersByTime(1000));
    expect(board).toHaveAttribute('data-open', '0');
    expect(cardsOf(board)[0]).toHaveAttribute('data-state', 'down');
    jest.useRealTimers();
  });

  it('plays by keyboard: arrows move the one focusable card, Enter turns it', async () => {
    const { board } = await openGame();
    const cards = cardsOf(board);
    expect(cards.filter((card) => card.tabIndex === 0)).toHaveLength(1);
    act(() => cards[0].focus());
    act(() => void fireEvent.keyDown(cards[0], { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(cards[1]);
    act(() => void fireEvent.keyDown(cards[1], { key: 'Enter' }));
    expect(cardsOf(board)[1]).toHaveAttribute('data-state', 'up');
  });

  it('keeps the game in progress after a reload', async () => {
    const first = await openGame();
    const [a, b] = pairsOfDeal('unit', '3x4')[0];
    act(() => void fireEvent.click(cardsOf(first.board)[a]));
    act(() => void fireEvent.click(cardsOf(first.board)[b]));
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(cardsOf(second.board)[a]).toHaveAttribute('data-state', 'found');
    expect(cardsOf(second.board)[b]).toHaveAttribute('data-state', 'found');
  });
});
