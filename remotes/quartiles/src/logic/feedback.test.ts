import { hintMessage, pickedMessage, refusedPickMessage, submitFeedback } from './feedback';

test('picks and refused picks are spoken', () => {
  expect(pickedMessage(['qu', 'ar'])).toBe('qu ar');
  expect(pickedMessage([])).toBe('Nothing picked.');
  expect(refusedPickMessage(4, 'le')).toBe('Four tiles at most. Submit or clear.');
  expect(refusedPickMessage(2, 'qu')).toBe('qu is already picked.');
  expect(hintMessage('qu', 'A')).toBe('Hint: a word starts with qu, tile A.');
});

test('a found word flashes its points and says the new score', () => {
  expect(submitFeedback({ kind: 'found', word: 'quarts', points: 4, quartile: false, counted: true }, 12)).toEqual({
    flash: { text: 'QUARTS +4', tone: 'good' },
    said: 'quarts, 4 points. Score 12.',
  });
  expect(submitFeedback({ kind: 'found', word: 'quartile', points: 8, quartile: true, counted: true }, 20)).toEqual({
    flash: { text: 'QUARTILE +8 · Quartile!', tone: 'good' },
    said: 'quartile, 8 points, a quartile. Score 20.',
  });
  expect(submitFeedback({ kind: 'found', word: 'or', points: 1, quartile: false, counted: false }, 21)).toEqual({
    flash: { text: 'OR +1 · Bonus word', tone: 'good' },
    said: 'or, 1 point, a bonus word outside the total. Score 21.',
  });
});

test('a word found before or not in the list is refused', () => {
  expect(submitFeedback({ kind: 'again', word: 'or' }, 5)).toEqual({ flash: { text: 'OR: already found', tone: 'bad' }, said: 'or is already found.' });
  expect(submitFeedback({ kind: 'not-a-word', word: 'arqu' }, 5)).toEqual({ flash: { text: 'ARQU: not in the word list', tone: 'bad' }, said: 'arqu is not in the word list.' });
});
