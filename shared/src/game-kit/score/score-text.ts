// The words of a score game's round: scores as they read, the share text and the announcement. Pure.
import { shareHeading } from '../result/share-heading';
import type { ScoreOutcome } from './score-records';

export const formatScore = (score: number) => score.toLocaleString('en-US');

export interface ScoreShareOptions {
  /** The game's name, e.g. '2048'. */
  game: string;
  /** The board or level, e.g. '4×4' or 'Hard'. */
  detail?: string;
  outcome: ScoreOutcome;
  /** Further lines, e.g. '🧱 Best tile 1,024'. Keep them spoiler-free: figures, never the board. */
  lines?: ReadonlyArray<string>;
  formatScore?: (score: number) => string;
}

/** A spoiler-free share text: the site and the game, the board or level, the score (and that it is a new best), figures. */
export function scoreShareText({ game, detail, outcome, lines = [], formatScore: format = formatScore }: ScoreShareOptions): string {
  return [
    shareHeading({ game, detail }),
    `🏆 ${format(outcome.score)} points${outcome.newBest ? ' · new best!' : ''}`,
    ...lines,
  ].join('\n');
}

/** What screen readers hear when a round ends: "Game over. Score 120. New best score!" or "… Best 300." */
export function describeScoreOutcome(title: string, outcome: ScoreOutcome, format: (score: number) => string = formatScore): string {
  const ending = outcome.newBest ? 'New best score!' : `Best ${format(outcome.best)}.`;
  const heading = /[.!?]$/.test(title) ? title : `${title}.`;
  return `${heading} Score ${format(outcome.score)}. ${ending}`;
}
