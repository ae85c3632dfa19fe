// Where a game stands for the session around it: a round in play, a clock that runs, the key its bests are
// kept under. Pure.
import type { LevelId } from './data';
import type { BossGame, Mode } from './round';

/** A round being played: the game is not over and its round has not ended. */
export const inPlay = (game: BossGame): boolean => !game.over && !game.round.ended;

/** The clock runs in a timed game's round in play (a relaxed game has none). */
export const clockRuns = (saved: { game: BossGame } | null): boolean => saved !== null && saved.game.timed && inPlay(saved.game);

/** Bests are kept per mode (the daily has one board size), level and timer: "daily-timed", "seven-relaxed". */
export const scoreKeyOf = ({ mode, level, timed }: { mode: Mode; level: LevelId; timed: boolean }): string => `${mode === 'daily' ? 'daily' : level}-${timed ? 'timed' : 'relaxed'}`;
