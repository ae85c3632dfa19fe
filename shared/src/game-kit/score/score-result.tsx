import type { ReactNode } from 'react';
import { ShareButton } from '../controls/ShareButton';
import type { GameAction, GameResult } from '../ResultDialog';
import type { ScoreOutcome } from './score-records';

export interface ResultLine {
  label: string;
  value: ReactNode;
}

export interface ScoreResultOptions {
  /** e.g. 'Game over!' or 'Time's up'. */
  title: string;
  outcome: ScoreOutcome;
  /** Lines after score and best: the round's own figures (best tile, best combo, accuracy…). */
  lines?: ReadonlyArray<ResultLine>;
  /** The spoiler-free text the Share button shares (see scoreShareText). */
  shareText: string;
  /** Told the share outcome's words, e.g. to announce them. */
  onShareOutcome?: (message: string) => void;
  /** Usually { label: 'Play again', onClick: newRound }. */
  playAgain: GameAction;
  secondaryAction?: GameAction;
  /** How scores read ('12,345' by default; a game with times or percentages passes its own). */
  formatScore?: (score: number) => string;
}

export const formatScore = (score: number) => score.toLocaleString('en-US');

/**
 * The result of a finished round, in the shape the kit's ResultDialog (GameFrame's `result`) and
 * ScoreResultPanel show: the score, the best (or "New best!" and the previous best), the game's lines,
 * a Share button and Play again.
 */
export function scoreResult({ title, outcome, lines = [], shareText, onShareOutcome, playAgain, secondaryAction, formatScore: format = formatScore }: ScoreResultOptions): GameResult {
  const { score, best, newBest, previousBest } = outcome;
  return {
    title,
    lines: [
      { label: 'Score', value: format(score) },
      { label: 'Best', value: newBest ? 'New best!' : format(best) },
      ...(newBest && previousBest ? [{ label: 'Previous best', value: format(previousBest) }] : []),
      ...lines,
    ],
    details: <ShareButton text={shareText} onOutcome={onShareOutcome} />,
    primaryAction: playAgain,
    secondaryAction,
  };
}

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

/** A spoiler-free share text: the game, the board or level, the score (and that it is a new best), figures. */
export function scoreShareText({ game, detail, outcome, lines = [], formatScore: format = formatScore }: ScoreShareOptions): string {
  return [
    detail ? `${game} · ${detail}` : game,
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
