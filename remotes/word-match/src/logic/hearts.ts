import { HEARTS } from './round';

/** Hardcore's hearts as the header shows them: "♥♥♡" after one mistake (never fewer than none, nor more than all). */
export const heartsText = (mistakes: number): string => '♥'.repeat(Math.max(0, HEARTS - mistakes)) + '♡'.repeat(Math.min(HEARTS, mistakes));
