import { countsWhenLeft, endsGame, openingGame, type StepScoreRules } from './session';

interface Toy {
  score: number;
  over: boolean;
}

const rules: StepScoreRules<Toy> = { isOver: (g) => g.over, score: (g) => g.score, scoreKeyOf: () => 'k' };
const fresh = (seed: string): Toy => ({ score: seed.length, over: false });

describe('openingGame', () => {
  it("starts the URL's seed fresh, without reading the save", () => {
    const saved = jest.fn(() => ({ score: 50, over: false }));
    expect(openingGame('abc', saved, fresh, () => 'random')).toEqual({ score: 3, over: false });
    expect(saved).not.toHaveBeenCalled();
  });

  it('else continues the saved game, else starts a random one', () => {
    expect(openingGame(null, () => ({ score: 50, over: false }), fresh, () => 'random')).toEqual({ score: 50, over: false });
    expect(openingGame(null, () => undefined, fresh, () => 'random!')).toEqual({ score: 7, over: false });
  });
});

describe('endsGame', () => {
  it('is true only for the step that ends the game', () => {
    const playing = { score: 10, over: false };
    const ended = { score: 12, over: true };
    expect(endsGame(rules, playing, ended)).toBe(true);
    expect(endsGame(rules, playing, { score: 12, over: false })).toBe(false);
    expect(endsGame(rules, ended, { ...ended })).toBe(false);
    expect(endsGame(rules, ended, ended)).toBe(false);
  });
});

describe('countsWhenLeft', () => {
  it('counts a game left that scored and had not ended (an ended one counted when it ended)', () => {
    expect(countsWhenLeft(rules, { score: 10, over: false })).toBe(true);
    expect(countsWhenLeft(rules, { score: 0, over: false })).toBe(false);
    expect(countsWhenLeft(rules, { score: 10, over: true })).toBe(false);
  });
});
