// Which puzzle opens: a `?puzzle=<n>` link's, else the archive puzzle last played, else today's daily. Pure.
import type { SavedGames, Slot } from './save';
import { puzzleNumberFromQuery } from './schedule';

export interface Opening {
  /** The page's query string ('' outside a browser). */
  search: string;
  /** The bank's puzzle ids, in order. */
  ids: readonly string[];
  saved: SavedGames | undefined;
  today: string;
}

export function openingSlot({ search, ids, saved, today }: Opening): Slot {
  const asked = puzzleNumberFromQuery(search, ids.length);
  if (asked !== null) return { kind: 'puzzle', id: ids[asked - 1] };
  // ?mode=daily (a Today tile) opens today's puzzle even when an archive puzzle was the last one played.
  const dailyAsked = new URLSearchParams(search).get('mode') === 'daily';
  const last = saved?.current;
  if (!dailyAsked && last?.kind === 'puzzle' && ids.includes(last.id)) return last;
  return { kind: 'daily', date: today };
}
