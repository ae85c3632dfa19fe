import { exchangedMessage, hintMessage, lastPlaySquares, notInListMessage, playedMessage, shuffledMessage } from './turn-words';

test('a play is said with its words, score and the bonus', () => {
  expect(playedMessage(['CAT'], 10, false)).toBe('You played CAT for 10 points.');
  expect(playedMessage(['CATS', 'AS'], 72, true)).toBe('You played CATS, AS for 72 points, with the 50-point bonus.');
});

test('words not in the list, exchanges and shuffles are said', () => {
  expect(notInListMessage(['CAX'])).toBe('CAX is not in the word list.');
  expect(notInListMessage(['CAX', 'AX'])).toBe('CAX, AX are not in the word list.');
  expect(exchangedMessage(1)).toBe('You exchanged 1 tile.');
  expect(exchangedMessage(3)).toBe('You exchanged 3 tiles.');
  expect(shuffledMessage('CAT')).toBe('Rack shuffled: C A T');
  expect(shuffledMessage('A?T')).toBe('Rack shuffled: A blank T');
});

test('a hint names its word, its first square and its score', () => {
  expect(hintMessage('CAT', 112, 10)).toBe('Hint: CAT at H8 for 10 points. Press Play to play it.');
});

test('the last turn’s squares are marked only after a play', () => {
  expect(lastPlaySquares([])).toEqual(new Set());
  expect(lastPlaySquares([{ player: 'you', kind: 'play', score: 10, squares: [112, 113] }])).toEqual(new Set([112, 113]));
  expect(lastPlaySquares([{ player: 'you', kind: 'play', score: 10, squares: [112] }, { player: 'computer', kind: 'pass', score: 0 }])).toEqual(new Set());
});
