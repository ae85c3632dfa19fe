// A solved puzzle's share text, as a player pastes it to a friend. Pure; the result's view puts it in its Share
// button (PuzzleResultDetails), so this code loads with the result panel, not with the puzzle.
import { formatDuration } from '../formatDuration';
import { shareHeading } from '../result/share-heading';

export interface PuzzleShareFacts {
  /** The game's title in the share text. */
  game: string;
  /** The daily's date (YYYY-MM-DD), for a daily. */
  daily?: string;
  /** The level's label. */
  detail: string;
  /** The game's own lines (the board size…). */
  lines: readonly string[];
  timeMs: number;
  flawless: boolean;
  hints: number;
  /** The streak after this daily (shown from 2 days on); 0 for an unlimited puzzle. */
  streak: number;
}

/** The share text: the heading (site, game, daily number or level), the game's lines, the time, hints and streak. */
export function puzzleShareText({ game, daily, detail, lines, timeMs, flawless, hints, streak }: PuzzleShareFacts): string {
  return [
    shareHeading({ game, daily, detail }),
    ...lines,
    `⏱ ${formatDuration(timeMs)}${flawless ? ' · flawless ✨' : ''}`,
    ...(hints > 0 ? [`💡 ${hints} hint${hints === 1 ? '' : 's'}`] : []),
    ...(streak > 1 ? [`🔥 ${streak}-day streak`] : []),
  ].join('\n');
}
