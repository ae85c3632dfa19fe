import { FIXTURE, sequence } from './fixture';
import { deselectAll, newGame, submitGuess, toggleWord, type GameState } from './game';
import { ALREADY_GUESSED, CHANGE_A_WORD, guessMessage, isRepeatedSelection, openedMessage, shownMessage, toggledMessage } from './messages';

const start = () => newGame(FIXTURE, sequence(0.3, 0.7, 0.1, 0.9));
const select = (state: GameState, words: readonly string[]) => words.reduce(toggleWord, deselectAll(state));
const guess = (state: GameState, words: readonly string[]) => {
  const before = select(state, words);
  const { state: next, outcome } = submitGuess(FIXTURE, before);
  return { before, next, text: guessMessage(FIXTURE, before, next, outcome) };
};
const [fruit, colours, trees, letters] = FIXTURE.groups.map((g) => g.words);
const wrong = (n: number) => [fruit[n], colours[n], trees[n], letters[n]];

test('an opened puzzle says which one and what is left', () => {
  expect(openedMessage(true, 12, start())).toBe('Daily puzzle 12. 16 words.');
  expect(openedMessage(false, 3, guess(start(), fruit).next)).toBe('Puzzle 3. 12 words.');
  let won = start();
  for (const group of [fruit, colours, trees, letters]) won = guess(won, group).next;
  expect(openedMessage(false, 3, won)).toBe('Puzzle 3. Already solved.');
  let lost = start();
  for (const n of [0, 1, 2, 3]) lost = guess(lost, wrong(n)).next;
  expect(openedMessage(true, 1, lost)).toBe('Daily puzzle 1. Already finished.');
});

test('a toggled word is said with the count, and a repeated four with a warning', () => {
  const one = toggleWord(start(), 'APPLE');
  expect(toggledMessage('APPLE', one)).toBe('APPLE selected, 1 of 4.');
  expect(toggledMessage('APPLE', toggleWord(one, 'APPLE'))).toBe('APPLE unselected, 0 of 4.');
  const after = guess(start(), wrong(0)).next;
  const again = select(after, wrong(0));
  expect(toggledMessage(wrong(0)[3], again)).toBe(`${wrong(0)[3]} selected, 4 of 4. ${ALREADY_GUESSED}`);
});

test('a guess says correct with the group, one away, not a group, the mistakes left, the end', () => {
  expect(guess(start(), fruit).text).toBe('Correct! Yellow: Fruit.');
  expect(guess(start(), [...fruit.slice(0, 3), colours[0]]).text).toBe('One away… 3 mistakes left.');
  expect(guess(start(), wrong(0)).text).toBe('Not a group. 3 mistakes left.');
  let game = start();
  for (const n of [0, 1]) game = guess(game, wrong(n)).next;
  expect(guess(game, wrong(2)).text).toBe('Not a group. 1 mistake left.');
  game = guess(game, wrong(2)).next;
  expect(guess(game, [...fruit.slice(0, 3), colours[0]]).text).toBe('One away… Out of mistakes. The groups are revealed.');
  let won = guess(start(), wrong(0)).next;
  for (const group of [fruit, colours, trees]) won = guess(won, group).next;
  expect(guess(won, letters).text).toBe('Correct! Purple: Sound like letters. Solved with 1 mistake!');
});

test('an incomplete or repeated guess is refused in words; a finished game says nothing', () => {
  expect(guess(start(), fruit.slice(0, 2)).text).toBe('Select four words first (2 selected).');
  expect(guess(guess(start(), wrong(0)).next, wrong(0)).text).toBe(ALREADY_GUESSED);
  let lost = start();
  for (const n of [0, 1, 2, 3]) lost = guess(lost, wrong(n)).next;
  expect(guessMessage(FIXTURE, lost, lost, submitGuess(FIXTURE, lost).outcome)).toBeNull();
});

test('the line under the board explains a selection that repeats a guess', () => {
  const { next } = guess(start(), wrong(0));
  // A wrong guess stays selected: the message says to change a word.
  expect(shownMessage(next, 'Not a group. 3 mistakes left.')).toBe(`Not a group. 3 mistakes left. ${CHANGE_A_WORD}`);
  expect(shownMessage(deselectAll(next), 'Not a group. 3 mistakes left.')).toBe('Not a group. 3 mistakes left.');
  const again = select(next, wrong(0));
  expect(isRepeatedSelection(again)).toBe(true);
  expect(shownMessage(again, 'Not a group. 3 mistakes left.')).toBe(`Not a group. 3 mistakes left. ${CHANGE_A_WORD}`);
  expect(shownMessage(again, '')).toBe(ALREADY_GUESSED);
  expect(isRepeatedSelection(select(next, fruit))).toBe(false);
});
