import { describeEvent, resultTitle, sideName } from './words';

const who = (side: 'black' | 'white') => (side === 'black' ? 'You' : 'Computer');

describe('reversi words', () => {
  it('says a move with its flips and a pass after it', () => {
    expect(describeEvent({ side: 'black', square: 19, flipped: [27], passed: null }, who)).toBe('You d3, 1 disc flipped.');
    expect(describeEvent({ side: 'black', square: 0, flipped: [1, 2], passed: 'white' }, who)).toBe('You a1, 2 discs flipped. Computer passes: no legal move.');
    expect(describeEvent({ side: 'white', square: 63, flipped: [54], passed: 'white' }, who)).toBe('Computer h8, 1 disc flipped. Computer pass: no legal move.');
    expect(describeEvent({ side: 'white', square: 7, flipped: [6], passed: null }, sideName)).toBe('White h1, 1 disc flipped.');
  });

  it('titles the result for the player against the computer and by side between two players', () => {
    expect(resultTitle('black', true, 'black')).toBe('You win!');
    expect(resultTitle('black', true, 'white')).toBe('The computer wins');
    expect(resultTitle(null, true, 'black')).toBe('Draw');
    expect(resultTitle('white', false, 'black')).toBe('White wins!');
    expect(resultTitle(null, false, 'black')).toBe('Draw');
  });
});
