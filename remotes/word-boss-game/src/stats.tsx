import type { GameStat } from '@games/shared/game-kit';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { totalScore, type BossGame } from './logic/round';
import { ROUND_MS } from './logic/scoring';

export interface BossStatsOptions {
  game: BossGame | null;
  /** A round in play (its clock shown as it runs). */
  playing: boolean;
  remainingMs: number;
  best: number;
  streak: number;
}

/** Round, score, time left (timed games; low under 15 s), best and the daily streak (daily games). */
export function bossStats({ game, playing, remainingMs, best, streak }: BossStatsOptions): GameStat[] {
  const shownMs = playing ? remainingMs : game?.round.ended ? 0 : ROUND_MS;
  return [
    { label: 'Round', value: game?.roundNo ?? 1 },
    { label: 'Score', value: game ? totalScore(game) : 0 },
    ...(game?.timed ? [{ label: 'Time', value: <span className={playing && shownMs <= 15_000 ? 'boss-time boss-time--low' : 'boss-time'}>{formatCountdown(shownMs)}</span> }] : []),
    { label: 'Best', value: best },
    ...(game?.mode === 'daily' ? [{ label: 'Streak', value: streak }] : []),
  ];
}
