import type { GameAction, GameResult } from '@games/shared/game-kit';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { scoreShareText } from '@games/shared/game-kit/score/score-text';
import type { LevelPool } from './logic/pool';
import { reviewPairs, ROUND_PAIRS, type Round } from './logic/round';
import { LEVEL_LABEL, RELATION_LABEL } from './logic/settings';
import { Review } from './Review';

/** The result's title, also said first when the round ends. */
export const endTitle = (round: Round): string =>
  round.endReason === 'time' ? 'Time’s up!' : round.endReason === 'hearts' ? 'Out of hearts!' : 'Round complete!';

export interface WordMatchResultOptions {
  round: Round;
  outcome: ScoreOutcome;
  /** The round's pool, once loaded: the missed pairs are reviewed from it. */
  pool: LevelPool | null;
  onShareOutcome(message: string): void;
  /** The result's primary action: another round, or after a daily the next daily of the day. */
  playAgain: GameAction;
}

/** The finished round: score and best, pairs, best combo, mistakes, the pairs to review, and a share line. */
export function wordMatchResult({ round, outcome, pool, onShareOutcome, playAgain }: WordMatchResultOptions): GameResult {
  const base = scoreResult({
    title: endTitle(round),
    outcome,
    lines: [
      { label: 'Pairs', value: `${round.matched.length} / ${ROUND_PAIRS}` },
      { label: 'Best combo', value: round.bestCombo },
      { label: 'Mistakes', value: round.mistakes },
    ],
    shareText: scoreShareText({
      game: 'Word Match',
      detail: round.daily ? `Daily ${round.daily}` : `${RELATION_LABEL[round.relation]} · ${LEVEL_LABEL[round.level]}${round.hardcore ? ' · Hardcore' : ''}`,
      outcome,
      lines: [`🔗 ${round.matched.length}/${ROUND_PAIRS} pairs · 🔥 combo ${round.bestCombo} · ❌ ${round.mistakes}`],
    }),
    onShareOutcome,
    playAgain,
  });
  return {
    ...base,
    details: (
      <>
        {pool && <Review pool={pool} pairs={reviewPairs(round)} />}
        {base.details}
      </>
    ),
  };
}
