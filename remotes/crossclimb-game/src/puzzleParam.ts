import { archiveSeed } from './logic/deal';

/** `?puzzle=12` opens archive puzzle 12: it becomes the kit's seeded URL (`?seed=puzzle-12`) before the session reads it. */
export function adoptPuzzleParam() {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const number = url.searchParams.get('puzzle');
  if (!number || !/^\d{1,5}$/.test(number) || url.searchParams.get('seed')) return;
  url.searchParams.delete('puzzle');
  url.searchParams.set('seed', archiveSeed(Number(number)));
  window.history.replaceState(window.history.state, '', url);
}
