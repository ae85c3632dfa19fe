// The result of a finished puzzle drawn from its ending (outcome.ts: plain data), built in the result panel's
// chunk: usePuzzleSession records the end and says it at once, then loads this with the panel, so the result's
// code (the Best cell, Share, the way on) is not in a puzzle's first load. Pure but for the React elements.
import { createElement, type ReactNode } from 'react';
import { formatDuration } from '../formatDuration';
import type { GameResult } from '../ResultDialog';
import { BestFigure } from '../result/BestFigure';
import { nextDailyAfter } from '../result/next-daily';
import type { PuzzleEnding, PuzzleLoss, PuzzleWin } from './outcome';
import { PuzzleResultDetails } from './PuzzleResultDetails';

export interface PuzzleResultActions {
  /** The game's own lines, after the kit's (a score, the theme…). */
  gameLines: Array<{ label: string; value: ReactNode }>;
  /** The same puzzle again, after a loss. */
  tryAgain: () => void;
  playUnlimited: () => void;
  /** Says what Share did. */
  announce: (message: string) => void;
}

export function puzzleResult(ending: PuzzleEnding, actions: PuzzleResultActions): GameResult {
  return ending.kind === 'lost' ? lossResult(ending, actions) : winResult(ending, actions);
}

/** A puzzle that ended without a solve: no best, no flawless, no daily done. */
function lossResult({ title, reason, mistakes, timeMs }: PuzzleLoss, { gameLines, tryAgain, playUnlimited }: PuzzleResultActions): GameResult {
  return {
    title,
    lines: [...(reason ? [] : [{ label: 'Mistakes', value: mistakes }]), ...gameLines, { label: 'Time', value: formatDuration(timeMs) }],
    details: reason ? createElement('p', { className: 'gk-result__note' }, reason) : undefined,
    primaryAction: { label: 'Try again', onClick: tryAgain },
    secondaryAction: { label: 'New puzzle', onClick: playUnlimited },
  };
}

function winResult(ending: PuzzleWin, { gameLines, playUnlimited, announce }: PuzzleResultActions): GameResult {
  const { title, outcome, timeMs, best, bestLabel, hints, mistakes, streak } = ending;
  const daily = streak !== null;
  const onwards = daily ? nextDailyAfter({ playUnlimited, slug: ending.slug }) : null;
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
      share: ending.share,
      onOutcome: announce,
    }),
    primaryAction: onwards ? onwards.action : { label: 'New puzzle', onClick: playUnlimited },
    // Leading on to another game's daily keeps this game's unlimited play one click away.
    ...(onwards?.leadsOn ? { secondaryAction: { label: 'Play unlimited', onClick: playUnlimited } } : {}),
  };
}
