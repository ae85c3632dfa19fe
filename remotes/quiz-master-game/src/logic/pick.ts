// Which questions a round asks: difficulties ramp up, the chosen categories take turns, and each
// (category, difficulty) group prefers the questions this player has not seen yet (kit content/unseen).
import { pickUnseen } from '@games/shared/game-kit/content/unseen';
import type { Random } from '@games/shared/game-kit/random';
import type { CategoryId } from './categories';
import type { Difficulty, Question } from './question';

export interface Slot {
  category: CategoryId;
  difficulty: Difficulty;
}

/** One slot per difficulty given, in that order; categories take turns from a shuffled start. */
export function planSlots(difficulties: readonly Difficulty[], categories: readonly CategoryId[], random: Random): Slot[] {
  const order = random.shuffle(categories);
  return difficulties.map((difficulty, i) => ({ category: order[i % order.length], difficulty }));
}

export interface Picked {
  /** One question per slot, in slot order (fewer only when the bank is too small). */
  questions: Question[];
  /** The seen ids to store. */
  seen: string[];
}

const groupKey = (category: string, difficulty: string) => `${category}|${difficulty}`;

/**
 * Fills the slots from the bank. Each group of the same category and difficulty is drawn with pickUnseen
 * against the player's seen ids of that group, so nobody sees a question twice until that group runs out.
 * A group too small for its slots lends from the same difficulty, then from any chosen category.
 */
export function pickQuestions(bank: readonly Question[], slots: readonly Slot[], seen: readonly string[], random: Random): Picked {
  const groups = new Map<string, Question[]>();
  for (const q of bank) {
    const key = groupKey(q.category, q.difficulty);
    const group = groups.get(key);
    if (group) group.push(q);
    else groups.set(key, [q]);
  }
  const needed = new Map<string, number>();
  for (const slot of slots) needed.set(groupKey(slot.category, slot.difficulty), (needed.get(groupKey(slot.category, slot.difficulty)) ?? 0) + 1);

  let seenNow = [...seen];
  const drawn = new Map<string, Question[]>();
  for (const [key, count] of [...needed.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const group = (groups.get(key) ?? []).slice().sort((a, b) => a.id.localeCompare(b.id));
    const ids = group.map((q) => q.id);
    const inGroup = new Set(ids);
    const pick = pickUnseen(ids, seenNow.filter((id) => inGroup.has(id)), count, () => random.next());
    seenNow = [...seenNow.filter((id) => !inGroup.has(id)), ...pick.seen];
    const byId = new Map(group.map((q) => [q.id, q]));
    drawn.set(key, pick.picked.map((id) => byId.get(id)!));
  }

  const used = new Set<string>();
  const chosenCategories = new Set(slots.map((s) => s.category));
  const questions: Question[] = [];
  for (const slot of slots) {
    let q = drawn.get(groupKey(slot.category, slot.difficulty))?.shift();
    if (!q) {
      const spare = (test: (x: Question) => boolean) => random.shuffle(bank.filter((x) => !used.has(x.id) && test(x)))[0];
      q = spare((x) => chosenCategories.has(x.category as CategoryId) && x.difficulty === slot.difficulty) ?? spare((x) => chosenCategories.has(x.category as CategoryId));
      if (q) seenNow = [...seenNow.filter((id) => id !== q!.id), q.id];
    }
    if (!q) continue;
    used.add(q.id);
    questions.push(q);
  }
  return { questions, seen: seenNow };
}
