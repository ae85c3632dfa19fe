import type { GameAction, GameResult } from '@games/shared/game-kit';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { scoreShareText } from '@games/shared/game-kit/score/score-text';
import { LEVEL_LABEL } from './logic/data';
import { qualified, type BossGame } from './logic/round';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const endTitle = (game: BossGame) => (game.mode === 'daily' ? 'Daily board done!' : 'Game over!');

/** The finished game's result: score and best, rounds, the last round's words, the daily streak, share. */
export function bossResult(game: BossGame, outcome: ScoreOutcome, streak: number, onShareOutcome: (message: string) => void, playAgain: GameAction): GameResult {
  const { found, slots } = game.round;
  const detail = game.mode === 'daily' ? `Daily ${game.date}` : LEVEL_LABEL[game.level];
  return scoreResult({
    title: endTitle(game),
    outcome,
    lines: [
      { label: 'Rounds', value: game.roundNo },
      { label: 'Words', value: `${found.length} of ${slots.length}` },
      ...(game.mode === 'daily' ? [{ label: 'Streak', value: plural(streak, 'day') }] : []),
    ],
    shareText: scoreShareText({
      game: 'Word Boss',
      detail: `${detail}${game.timed ? '' : ' · relaxed'}`,
      outcome,
      lines: [`🔤 ${found.length}/${slots.length} words${qualified(game.round) ? ' · all letters ✓' : ''}`, `🏁 ${plural(game.roundNo, 'round')}`],
    }),
    onShareOutcome,
    playAgain,
  });
}
