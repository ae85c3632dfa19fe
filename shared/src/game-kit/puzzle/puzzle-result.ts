// The result of a finished puzzle (the kit's result contract, result/result-rules.ts), built in the result
// panel's chunk: usePuzzleSession records the end and says it at once, then loads this with the panel, so the
// result's code is not in a puzzle's first load. Pure but for the React elements it returns.
import { createElement, type ReactNode } from 'react';
import { formatDuration } from '../formatDuration';
import type { GameResult } from '../ResultDialog';
import { BestFigure } from '../result/BestFigure';
import { nextDailyAfter } from '../result/next-daily';
import { bestShown, type PuzzleOutcome } from '../result/result-rules';
import { PuzzleResultDetails } from './PuzzleResultDetails';

type Line = { label: string; value: ReactNode };

export interface PuzzleLossFacts {
  /** The game's words for the loss; 'Game over' after the mistakes when it has none. */
  loss: { title: string; reason: string } | null;
  mistakes: number;
  timeMs: number;
  gameLines: Line[];
  tryAgain: () => void;
  playUnlimited: () => void;
}

/** A puzzle that ended without a solve: no best, no flawless, no daily done. */
export function puzzleLossResult({ loss, mistakes, timeMs, gameLines, tryAgain, playUnlimited }: PuzzleLossFacts): GameResult {
  return {
    title: loss?.title ?? 'Game over',
    lines: [...(loss ? [] : [{ label: 'Mistakes', value: mistakes }]), ...gameLines, { label: 'Time', value: formatDuration(timeMs) }],
    details: loss ? createElement('p', { className: 'gk-result__note' }, loss.reason) : undefined,
    primaryAction: { label: 'Try again', onClick: tryAgain },
    secondaryAction: { label: 'New puzzle', onClick: playUnlimited },
  };
}

export interface PuzzleWinFacts {
  title: string;
  outcome: PuzzleOutcome;
  timeMs: number;
  priorBestMs: number | undefined;
  /** The best-time key's name: the level's label, or 'Daily' when the daily keeps its own best. */
  bestLabel: string;
  hints: number;
  /** Shown when the game counts mistakes. */
  mistakes: number | null;
  gameLines: Line[];
  /** The streak after a daily; null for an unlimited puzzle. */
  streak: number | null;
  game: string;
  /** The game's slug: a daily's result leads on to the next daily after this game's. */
  slug: string;
  dailyDate: string | undefined;
  levelLabel: string;
  shareLines: string[];
  announce: (message: string) => void;
  playUnlimited: () => void;
}

export function puzzleWinResult(facts: PuzzleWinFacts): GameResult {
  const { title, outcome, timeMs, priorBestMs, bestLabel, hints, mistakes, gameLines, streak, dailyDate, playUnlimited } = facts;
  const daily = streak !== null;
  const onwards = daily ? nextDailyAfter({ playUnlimited, slug: facts.slug }) : null;
  const best = bestShown(formatDuration, { previous: priorBestMs, current: outcome.bestMs, newBest: outcome.newBest });
  return {
    title,
    lines: [
      { label: 'Time', value: formatDuration(timeMs) },
      { label: `Best · ${bestLabel}`, value: createElement(BestFigure, { best }) },
      { label: 'Hints', value: hints },
      ...(mistakes !== null ? [{ label: 'Mistakes', value: mistakes }] : []),
      { label: 'Flawless', value: outcome.flawless ? 'Yes ✓' : 'No' },
      ...gameLines,
      ...(daily ? [{ label: 'Streak', value: `${streak} day${streak === 1 ? '' : 's'}` }] : []),
    ],
    details: createElement(PuzzleResultDetails, {
      note:
        [
          onwards?.dayComplete ? 'That was the last daily of the day: all done. New puzzles at 00:00 UTC.' : null,
          hints > 0 ? `${daily && !onwards?.dayComplete ? 'Today’s daily is done. ' : ''}Best times count only solves without hints.` : null,
        ]
          .filter(Boolean)
          .join(' ') || null,
      share: {
        game: facts.game,
        daily: dailyDate,
        detail: facts.levelLabel,
        lines: facts.shareLines,
        timeMs,
        flawless: outcome.flawless,
        hints,
        streak: streak ?? 0,
      },
      onOutcome: facts.announce,
    }),
    primaryAction: onwards ? onwards.action : { label: 'New puzzle', onClick: playUnlimited },
    // Leading on to another game's daily keeps this game's unlimited play one click away.
    ...(onwards?.leadsOn ? { secondaryAction: { label: 'Play unlimited', onClick: playUnlimited } } : {}),
  };
}
