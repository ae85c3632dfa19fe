// The spoiler-free line of a round for sharing: one square per word.
import type { Round, WordPlay } from './round';

export const wordMark = (word: WordPlay): string => (word.status === 'solved' ? (word.hinted.length > 0 ? '🟨' : '🟩') : '⬛');

export const shareGrid = (round: Round): string => round.words.map(wordMark).join('');
