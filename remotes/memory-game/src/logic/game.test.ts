import { endsAfterReview, isMatrixGame, LIVES, newGame, nextTrial, pick, resumeAt, REVIEW_MS, reviewMark, startReveal, tick, TRIALS, trialOutcome, type MatrixGame } from './game';

const recallOf = (game: MatrixGame, now = 0) => tick(startReveal(game, now), now + game.revealMs);
const wrongCell = (game: MatrixGame) => Array.from({ length: game.side * game.side }, (_, c) => c).find((c) => !game.tiles.includes(c))!;

function perfectTrial(game: MatrixGame, now: number): MatrixGame {
  let g = game;
  for (const cell of game.tiles) g = pick(g, cell, now);
  return g;
}

describe('a trial', () => {
  it('waits for Start, shows the pattern for the reveal time, then asks for it', () => {
    const game = newGame('t');
    expect(game.phase).toBe('ready');
    const reveal = startReveal(game, 1000);
    expect(reveal.phase).toBe('reveal');
    expect(reveal.endsAt).toBe(1000 + game.revealMs);
    expect(tick(reveal, 1000 + game.revealMs - 1)).toBe(reveal);
    expect(tick(reveal, 1000 + game.revealMs).phase).toBe('recall');
  });

  it('ignores picks outside recall and picks already made', () => {
    const game = newGame('t');
    expect(pick(game, game.tiles[0], 0)).toBe(game);
    const recall = recallOf(game);
    const once = pick(recall, recall.tiles[0], 0);
    expect(pick(once, recall.tiles[0], 0)).toBe(once);
    expect(pick(once, 99, 0)).toBe(once);
  });

  it('scores each tile found; all found is perfect and the next trial has one more tile', () => {
    const recall = recallOf(newGame('t'));
    const done = perfectTrial(recall, 5000);
    expect(done.phase).toBe('review');
    expect(done.score).toBe(3);
    expect(done.bestLevel).toBe(3);
    expect(trialOutcome(done)).toBe('perfect');
    expect(done.endsAt).toBe(5000 + REVIEW_MS);
    const next = tick(done, 5000 + REVIEW_MS);
    expect(next.phase).toBe('reveal');
    expect(next.trial).toBe(1);
    expect(next.count).toBe(4);
    expect(next.tiles).toHaveLength(4);
    expect(next.lives).toBe(LIVES);
  });

  it('ends the trial at a wrong tile, costs a life and drops a tile (never under 3)', () => {
    const recall = recallOf(newGame('t'));
    const found = pick(recall, recall.tiles[0], 0);
    const wrong = pick(found, wrongCell(recall), 0);
    expect(wrong.phase).toBe('review');
    expect(wrong.lives).toBe(LIVES - 1);
    expect(trialOutcome(wrong)).toBe('miss');
    expect(reviewMark(wrong, recall.tiles[0])).toBe('correct');
    expect(reviewMark(wrong, recall.tiles[1])).toBe('missed');
    expect(reviewMark(wrong, wrongCell(recall))).toBe('wrong');
    expect(nextTrial(wrong, 0).count).toBe(3);
  });

  it('drops one tile after a miss at a higher level', () => {
    let game = recallOf(newGame('t'));
    game = tick(perfectTrial(game, 0), REVIEW_MS);
    game = tick(game, REVIEW_MS + game.revealMs);
    expect(game.count).toBe(4);
    const missed = pick(game, wrongCell(game), 0);
    expect(nextTrial(missed, 0).count).toBe(3);
  });
});

describe('a round', () => {
  it('is over when the lives run out', () => {
    let game = recallOf(newGame('lives'));
    let now = 0;
    for (let life = 0; life < LIVES; life++) {
      game = pick(game, wrongCell(game), now);
      expect(game.phase).toBe('review');
      if (life < LIVES - 1) {
        expect(endsAfterReview(game)).toBe(false);
        now += REVIEW_MS;
        game = tick(tick(game, now), now + game.revealMs);
        now += game.revealMs;
      }
    }
    expect(endsAfterReview(game)).toBe(true);
    expect(tick(game, now + REVIEW_MS).phase).toBe('over');
    expect(game.lives).toBe(0);
  });

  it('is over after the twelfth trial', () => {
    let game = recallOf(newGame('twelve'));
    let now = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      expect(game.phase).toBe('recall');
      game = perfectTrial(game, now);
      now += REVIEW_MS;
      game = tick(game, now);
      if (trial < TRIALS - 1) {
        now += game.revealMs;
        game = tick(game, now);
      }
    }
    expect(game.phase).toBe('over');
    expect(game.perfect).toBe(TRIALS);
    expect(game.bestLevel).toBe(3 + TRIALS - 1);
    // 3 + 4 + … + 14 tiles.
    expect(game.score).toBe(((3 + 14) * TRIALS) / 2);
  });

  it('restarts a reveal after a reload and lets a review end at once', () => {
    const reveal = startReveal(newGame('r'), 0);
    expect(resumeAt(reveal, 10_000).endsAt).toBe(10_000 + reveal.revealMs);
    const review = pick(tick(reveal, reveal.revealMs), wrongCell(reveal), 0);
    expect(resumeAt(review, 10_000).endsAt).toBe(10_000);
    const recall = tick(reveal, reveal.revealMs);
    expect(resumeAt(recall, 10_000)).toBe(recall);
  });

  it('accepts its own saves and rejects corrupt ones', () => {
    const game = recallOf(newGame('s'));
    expect(isMatrixGame(JSON.parse(JSON.stringify(game)))).toBe(true);
    expect(isMatrixGame({ ...game, phase: 'dance' })).toBe(false);
    expect(isMatrixGame({ ...game, tiles: [0, 0, 1] })).toBe(false);
    expect(isMatrixGame({ ...game, lives: 9 })).toBe(false);
    expect(isMatrixGame({ ...game, revealMs: 7 })).toBe(false);
    expect(isMatrixGame(null)).toBe(false);
  });
});
