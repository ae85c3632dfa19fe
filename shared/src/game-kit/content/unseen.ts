// "No repeats for a player until the bank runs out": the ids a player has seen are kept (by the game, in
// its store) and each pick prefers the rest.

export interface UnseenPick {
  /** The ids to play, in play order. */
  picked: string[];
  /** The seen list to store: the old one plus the picked ids, or, once the bank ran out, a new cycle. */
  seen: string[];
}

function shuffled(items: readonly string[], random: () => number): string[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Picks `n` ids (fewer only when the bank is smaller), unseen ones first in random order. When too few are
 * left, the bank starts over: the seen list restarts with this pick, and the new cycle avoids the ids just
 * picked. Seen ids no longer in the bank are dropped.
 */
export function pickUnseen(ids: readonly string[], seen: readonly string[], n: number, random: () => number): UnseenPick {
  const inBank = new Set(ids);
  const seenSet = new Set(seen.filter((id) => inBank.has(id)));
  const fresh = shuffled(
    ids.filter((id) => !seenSet.has(id)),
    random,
  );
  if (fresh.length >= n) {
    const picked = fresh.slice(0, n);
    return { picked, seen: [...seenSet, ...picked] };
  }
  const pickedSet = new Set(fresh);
  const refill = shuffled(
    ids.filter((id) => !pickedSet.has(id)),
    random,
  ).slice(0, n - fresh.length);
  const picked = [...fresh, ...refill];
  return { picked, seen: refill };
}
