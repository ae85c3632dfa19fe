import { render, screen, within } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Board } from './Board';
import { EXAMPLE_POOL, EXAMPLE_ROUND, HowToPlay } from './HowToPlay';
import { isPoolFile } from './logic/pool';
import { HEARTS, isRoundFor, multiplierFor, pick, ROUND_MS, ROUND_PAIRS, VISIBLE, WRONG_PENALTY_MS } from './logic/round';

const data: unknown = JSON.parse(readFileSync(join(__dirname, 'data', `${EXAMPLE_ROUND.relation}.data.json`), 'utf8'));

describe('the how-to-play example', () => {
  beforeAll(() => loadDeferred('help'));

  test('is pairs of the shipped pool of its relation and level, none in conflict, so they may be on screen together', () => {
    if (!isPoolFile(data)) throw new Error('the pool file does not load');
    const shipped = data.levels[EXAMPLE_ROUND.level];
    const index = EXAMPLE_POOL.pairs.map(([word, partner]) => shipped.pairs.findIndex(([w, p]) => w === word && p === partner));
    expect(index).not.toContain(-1);
    for (const a of index) for (const b of index) expect(shipped.conflicts[a]).not.toContain(b);
  });

  test('is a round the game takes: every pair once a side, shuffled so no pair sits side by side', () => {
    expect(isRoundFor(EXAMPLE_ROUND, EXAMPLE_POOL.pairs.length)).toBe(true);
    expect(EXAMPLE_ROUND.left).toHaveLength(VISIBLE);
    expect([...EXAMPLE_ROUND.left].sort()).toEqual(EXAMPLE_ROUND.drawn);
    expect([...EXAMPLE_ROUND.right].sort()).toEqual(EXAMPLE_ROUND.drawn);
    EXAMPLE_ROUND.left.forEach((pair, slot) => expect(EXAMPLE_ROUND.right[slot]).not.toBe(pair));
  });

  test('is the pick of TALE, and its partner on the right completes the pair', () => {
    const { round, event } = pick(EXAMPLE_POOL, { ...EXAMPLE_ROUND, picked: null }, 'left', EXAMPLE_ROUND.picked!.slot);
    expect(event.kind).toBe('picked');
    expect(round).toEqual(EXAMPLE_ROUND);
    const tale = EXAMPLE_ROUND.left[EXAMPLE_ROUND.picked!.slot]!;
    expect(EXAMPLE_POOL.pairs[tale]).toEqual(['tale', 'story']);
    expect(pick(EXAMPLE_POOL, EXAMPLE_ROUND, 'right', EXAMPLE_ROUND.right.indexOf(tale)).event.kind).toBe('correct');
  });

  test('says the real round, penalty, combo and hearts', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    const text = container.textContent;
    expect(text).toContain(`pair costs ${WRONG_PENALTY_MS / 1000} seconds`);
    expect(text).toContain(`${ROUND_MS / 1000} seconds or ${ROUND_PAIRS} pairs`);
    expect(text).toContain(`×${multiplierFor(3)} after 3, up to ×${multiplierFor(99)}`);
    expect(multiplierFor(2)).toBe(1);
    expect(HEARTS).toBe(3);
    expect(text).toContain('three end the round');
  });

  test('draws the game board with TALE picked, and the keys', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('word-match-example');
    expect(within(example).getByRole('button', { name: /tale/i, pressed: true, hidden: true })).toBeInTheDocument();
    expect(within(example).getAllByRole('button', { hidden: true })).toHaveLength(2 * VISIBLE);
    expect(screen.getAllByText('Q W E R T').length).toBeGreaterThan(0);
  });
});
