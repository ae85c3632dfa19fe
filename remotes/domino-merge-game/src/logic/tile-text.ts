import { SPECIAL } from './board';

/** A tile's value as the header shows it: its pips, ★ for the star, – for none yet. */
export const tileText = (value: number): string | number => (value === SPECIAL ? '★' : value || '–');
