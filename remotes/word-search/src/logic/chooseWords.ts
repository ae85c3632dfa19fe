import type { Random } from '@games/shared/game-kit/random';
import { DIFFICULTY_RULES, type Difficulty } from './difficulty';
import { overlapsWord, type Theme } from './themes';

/**
 * Picks the puzzle's words from a theme: the number the difficulty asks for, each short enough for the grid,
 * and no word readable inside another (forwards or backwards), so every word can appear exactly once.
 */
export function chooseWords(theme: Theme, difficulty: Difficulty, random: Random): string[] {
  const rules = DIFFICULTY_RULES[difficulty];
  // Easy grids only go → and ↓, so leave a letter of room to keep placement easy.
  const maxLength = difficulty === 'easy' ? rules.size - 1 : rules.size;
  const candidates = random.shuffle(theme.words.filter((w) => w.length <= maxLength));
  const target = random.int(rules.minWords, rules.maxWords);
  const chosen: string[] = [];
  for (const word of candidates) {
    if (chosen.length >= target) break;
    if (chosen.some((other) => overlapsWord(word, other))) continue;
    chosen.push(word);
  }
  if (chosen.length < rules.minWords) throw new Error(`Theme ${theme.id} has too few words for ${difficulty}`);
  return chosen;
}
