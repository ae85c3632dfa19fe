import { newGame, pick, startReveal, tick, TRIALS, type MatrixGame } from './logic/game';
import { changeWords, hearts, seconds, statusText } from './words';

const ready = newGame('unit', 1500);
const reveal = startReveal(ready, 0);
const recall = tick(reveal, 1500);
const wrongCell = (game: MatrixGame) => Array.from({ length: game.side * game.side }, (_, i) => i).find((cell) => !game.tiles.includes(cell))!;

describe('memory words', () => {
  it('says each step of a trial once', () => {
    expect(changeWords(ready, reveal)).toBe(`Trial 1 of ${TRIALS}: remember ${reveal.count} tiles.`);
    expect(changeWords(reveal, recall)).toBe(`Your turn: pick the ${recall.count} tiles.`);
    const one = pick(recall, recall.tiles[0], 2000);
    expect(changeWords(recall, one)).toBe(`Correct, 1 of ${recall.count}.`);
    expect(changeWords(one, one)).toBeNull();
    const perfect = recall.tiles.reduce((game, cell) => pick(game, cell, 2000), recall);
    expect(changeWords(recall, perfect)).toBe(`All ${recall.count} correct! Press Enter to go on.`);
    const missed = pick(recall, wrongCell(recall), 2000);
    expect(changeWords(recall, missed)).toBe(`Wrong tile. ${recall.count} missed. 2 lives left. Press Enter to go on.`);
    const lastLife = pick({ ...recall, lives: 1 }, wrongCell(recall), 2000);
    expect(changeWords(recall, lastLife)).toBe(`Wrong tile. ${recall.count} missed. 0 lives left. That was the last trial.`);
  });

  it('says what to do in each phase', () => {
    expect(statusText(ready)).toBe('Press Start, then remember the tiles.');
    expect(statusText(reveal)).toBe(`Remember ${reveal.count} tiles…`);
    expect(statusText(recall)).toBe(`Your turn: 0 of ${recall.count}`);
    expect(statusText(pick(recall, wrongCell(recall), 2000))).toBe('Missed: ✓ correct, ○ missed, ✕ wrong');
    expect(statusText({ ...ready, phase: 'over', score: 14, bestLevel: 5 })).toBe('Round over: 14 points, level 5.');
  });

  it('writes seconds and lives', () => {
    expect(seconds(1500)).toBe('1.5 s');
    expect(hearts(2)).toBe('♥♥♡');
  });
});
