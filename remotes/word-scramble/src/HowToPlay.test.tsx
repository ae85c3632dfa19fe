import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Board } from './Board';
import { EXAMPLE_ANSWER, EXAMPLE_ROUND, EXAMPLE_SCRAMBLE, EXAMPLE_SLOTS, HowToPlay } from './HowToPlay';
import { isScrambleData } from './logic/data';
import { HINT_COST, SECONDS_PER_WORD } from './logic/levels';
import { startRound } from './logic/round';

const data: unknown = JSON.parse(readFileSync(join(__dirname, 'data', 'words.json'), 'utf8'));

describe('the how-to-play example', () => {
  beforeAll(() => loadDeferred('help'));

  test('is a word of the shipped list, and the scramble spells none of its words', () => {
    if (!isScrambleData(data)) throw new Error('words.json does not load');
    const entry = data.words[EXAMPLE_ANSWER.length]!.map((line) => line.split(' ')).find(([answer]) => answer === EXAMPLE_ANSWER);
    expect(entry).toBeDefined();
    expect(entry).not.toContain(EXAMPLE_SCRAMBLE);
    expect([...EXAMPLE_SCRAMBLE].sort().join('')).toBe([...EXAMPLE_ANSWER].sort().join(''));
  });

  test('the placed tiles spell the start of the answer', () => {
    const placed = EXAMPLE_SLOTS.filter((id) => id !== null).map((id) => EXAMPLE_SCRAMBLE[id]).join('');
    expect(EXAMPLE_ANSWER.startsWith(placed)).toBe(true);
    expect(new Set(EXAMPLE_SLOTS.filter((id) => id !== null)).size).toBe(placed.length);
  });

  test('is the round the game deals for that word, with the letters placed', () => {
    const dealt = startRound([{ answer: EXAMPLE_ANSWER, accepted: [EXAMPLE_ANSWER], scramble: EXAMPLE_SCRAMBLE }], EXAMPLE_ROUND);
    expect(EXAMPLE_ROUND).toEqual({ ...dealt, words: [{ ...dealt.words[0], slots: EXAMPLE_SLOTS }] });
  });

  test('says the real hint cost and timer', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    expect(container.textContent).toContain(`${SECONDS_PER_WORD}-second timer`);
    expect(container.textContent).toContain(`next letter for ${HINT_COST} points`);
  });

  test('draws the game board with the keys', () => {
    render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('scramble-example')).toHaveAttribute('data-scramble', EXAMPLE_SCRAMBLE);
    expect(screen.getAllByText('Backspace').length).toBeGreaterThan(0);
  });
});
