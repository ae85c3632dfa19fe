// The details of a solved puzzle's result: the note on hints and Share with the share text. Drawn in the
// result panel only: usePuzzleSession loads it with the panel's chunk (deferred.ts), so the share code is not
// in a puzzle's first load.
import { ShareButton } from '../controls/ShareButton';
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

export interface PuzzleResultDetailsProps {
  /** The note above Share, or null. */
  note: string | null;
  share: PuzzleShareFacts;
  onOutcome: (message: string) => void;
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

export function PuzzleResultDetails({ note, share, onOutcome }: PuzzleResultDetailsProps) {
  return (
    <>
      {note && <p className="gk-result__note">{note}</p>}
      <ShareButton text={puzzleShareText(share)} onOutcome={onOutcome} />
    </>
  );
}
