import type { ReactNode } from 'react';
import { ShareButton } from '../controls/ShareButton';
import type { GameAction, GameResult } from '../ResultDialog';
import { BestFigure } from '../result/BestFigure';
import { bestShown } from '../result/result-rules';
import type { ScoreOutcome } from './score-records';
import { formatScore } from './score-text';

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

/**
 * The result of a finished round, in the shape GameFrame's `result` (ResultPanel) shows: the score, the best
 * (on a new best the score beaten and the new one, with a "New best" badge beside the number), the game's
 * lines, a Share button and Play again. The share text comes from scoreShareText (score-text.ts).
 */
export function scoreResult({ title, outcome, lines = [], shareText, onShareOutcome, playAgain, secondaryAction, formatScore: format = formatScore }: ScoreResultOptions): GameResult {
  const { score, best, newBest, previousBest } = outcome;
  return {
    title,
    lines: [
      { label: 'Score', value: format(score) },
      { label: 'Best', value: <BestFigure best={bestShown(format, { previous: previousBest || undefined, current: best, newBest })} /> },
      ...lines,
    ],
    details: <ShareButton text={shareText} onOutcome={onShareOutcome} />,
    primaryAction: playAgain,
    secondaryAction,
  };
}
