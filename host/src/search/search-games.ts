import type { GameRecord } from '../catalog/catalog';
import { CATEGORIES } from '../catalog/categories';

/** A game found by the header's search, with what matched, for the list's second line. */
export interface GameHit {
  game: GameRecord;
  /** The category labels of the game, as the gallery names them ('Puzzle Games'). */
  categories: string[];
}

const LABELS = new Map<string, string>(CATEGORIES.filter((c) => c.key !== 'all').map((c) => [c.key, c.label]));

/** Lower case, accents and punctuation gone: "Tic-Tac-Toe" and "tic tac toe" read the same. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** How well one query word matches a field's words: a word start beats a match inside a word. */
function wordScore(field: string, word: string): number {
  if (field.split(' ').some((w) => w.startsWith(word))) return 2;
  return field.includes(word) ? 1 : 0;
}

/**
 * The games matching every word of `query` in their title, category or tagline, best first: title matches
 * before category matches before tagline matches, then gallery order. Empty for an empty query.
 */
export function searchGames(games: readonly GameRecord[], query: string, limit = 8): GameHit[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored: { hit: GameHit; score: number; order: number }[] = [];
  games.forEach((game, order) => {
    const categories = game.categories.flatMap((key) => LABELS.get(key) ?? []);
    const title = normalise(`${game.title} ${game.slug.replace(/-game$/, '')}`);
    const category = normalise(categories.join(' '));
    const tagline = normalise(game.tagline);
    let score = 0;
    for (const word of words) {
      const best = Math.max(wordScore(title, word) * 100, wordScore(category, word) * 10, wordScore(tagline, word));
      if (best === 0) return;
      score += best;
    }
    if (title.startsWith(words.join(' '))) score += 1000;
    scored.push({ hit: { game, categories }, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
