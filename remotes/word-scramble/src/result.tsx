import type { GameAction, GameResult } from '@games/shared/game-kit';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { scoreShareText } from '@games/shared/game-kit/score/score-text';
import { roundLabel } from './logic/label';
import { solvedCount, type Round } from './logic/round';
import { shareGrid } from './logic/share';

export interface ScrambleResultOptions {
  round: Round;
  outcome: ScoreOutcome;
  /** The record key the round was scored under (its pack's rounds are counted there). */
  scoreKey: string;
  streak: number;
  onShareOutcome(message: string): void;
  playAgain: GameAction;
}

/** The finished round: score and best, words solved, best run, the streak of a daily, a pack's rounds, and a share grid. */
export function scrambleResult({ round, outcome, scoreKey, streak, onShareOutcome, playAgain }: ScrambleResultOptions): GameResult {
  const played = outcome.records.byKey[scoreKey]?.played ?? 0;
  return scoreResult({
    title: round.mode === 'daily' ? 'Daily five done!' : 'Round over!',
    outcome,
    lines: [
      { label: 'Solved', value: `${solvedCount(round)} of ${round.words.length}` },
      { label: 'Best run', value: round.bestRun },
      ...(round.mode === 'daily' ? [{ label: 'Streak', value: `${streak} day${streak === 1 ? '' : 's'}` }] : []),
      ...(round.mode === 'theme' ? [{ label: 'Rounds in this pack', value: played }] : []),
    ],
    shareText: scoreShareText({ game: 'Word Scramble', detail: `${roundLabel(round)}${round.timed ? '' : ' · relaxed'}`, outcome, lines: [shareGrid(round)] }),
    onShareOutcome,
    playAgain,
  });
}
