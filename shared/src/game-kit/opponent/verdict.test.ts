import { verdictOf, verdictTitle } from './verdict';

describe('verdict', () => {
  it('reads the winner from the player’s side', () => {
    expect(verdictOf('black', 'black')).toBe('win');
    expect(verdictOf('white', 'black')).toBe('loss');
    expect(verdictOf(null, 'black')).toBe('draw');
    expect(verdictOf(undefined, 'w')).toBe('draw');
  });

  it('titles the result as the result contract says', () => {
    expect(verdictTitle('win')).toBe('You win!');
    expect(verdictTitle('loss')).toBe('The computer wins');
    expect(verdictTitle('draw')).toBe('Draw');
  });
});
