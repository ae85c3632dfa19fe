import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Board } from './Board';
import { EXAMPLE_BOARD, EXAMPLE_ENTRY, EXAMPLE_FOUND, EXAMPLE_GAME, EXAMPLE_MESSAGE, EXAMPLE_ORDER, HowToPlay } from './HowToPlay';
import { DEFINITION_BUCKETS, isBossData, parseBoard } from './logic/data';
import { fullWords } from './logic/deal';
import { entryWord, startGame, submit, typeLetter, type BossGame } from './logic/round';
import { ALL_FOUND_BONUS, ROUND_MS, wordPoints } from './logic/scoring';
import { verdictMessage } from './messages';

const data: unknown = JSON.parse(readFileSync(join(__dirname, 'data', 'boards-six.json'), 'utf8'));
const type = (game: BossGame, word: string) => [...word].reduce(typeLetter, game);

describe('the how-to-play example', () => {
  beforeAll(() => loadDeferred('help'));

  test('is a board of the shipped six-letter boards, as the game reads it', () => {
    if (!isBossData(data)) throw new Error('boards-six.json does not load');
    expect(parseBoard(data.boards[EXAMPLE_BOARD.index])).toEqual({ seed: EXAMPLE_BOARD.seed, slots: EXAMPLE_BOARD.slots, bonus: EXAMPLE_BOARD.bonus });
    expect(EXAMPLE_GAME.round.bucket).toBe(EXAMPLE_BOARD.index % DEFINITION_BUCKETS);
  });

  test('shows its tiles as the dealer would: every tile once, never spelling a full word', () => {
    expect([...EXAMPLE_ORDER].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const shown = EXAMPLE_ORDER.map((id) => EXAMPLE_BOARD.seed[id]).join('');
    expect(fullWords(parseBoard((data as { boards: string[] }).boards[EXAMPLE_BOARD.index]))).not.toContain(shown);
  });

  test('is the game played: its words found in turn, then the entry typed', () => {
    const { seed, mode, level, timed, date } = EXAMPLE_GAME;
    const board = parseBoard((data as { boards: string[] }).boards[EXAMPLE_BOARD.index]);
    let game = startGame({ ...board, order: EXAMPLE_ORDER, bucket: EXAMPLE_BOARD.index % DEFINITION_BUCKETS }, { seed, mode, level, timed, date });
    let verdict = '';
    for (const word of EXAMPLE_FOUND) ({ game, verdict } = submit(type(game, word)));
    expect(verdict).toBe('found');
    expect(verdictMessage('found', EXAMPLE_FOUND.at(-1)!)).toBe(EXAMPLE_MESSAGE);
    game = type(game, EXAMPLE_ENTRY);
    expect(entryWord(game.round)).toBe(EXAMPLE_ENTRY);
    expect(EXAMPLE_BOARD.seed.startsWith(EXAMPLE_ENTRY)).toBe(true);
    expect(game).toEqual(EXAMPLE_GAME);
  });

  test('says the real round time and points', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    expect(container.textContent).toContain(`within ${ROUND_MS / 60_000} minutes`);
    expect(container.textContent).toContain(`${wordPoints('abc')} points for 3 letters up to ${wordPoints('abcdefg')} for 7`);
    expect(ALL_FOUND_BONUS.six).toBeGreaterThan(0);
  });

  test('draws the game board with the keys', () => {
    render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('boss-example')).toHaveAttribute('data-letters', 'dnyuit');
    expect(screen.getByTestId('boss-example')).toHaveAttribute('data-found', String(EXAMPLE_FOUND.length));
    expect(screen.getAllByText('Backspace').length).toBeGreaterThan(0);
  });
});
