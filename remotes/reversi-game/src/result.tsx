// The finished game's result, beside the final board: the title, the disc count, a spoiler-free share and New
// game. Against the computer the tally's lines for the level follow (the kit's result contract).
import { ShareButton } from '@games/shared/game-kit/controls/ShareButton';
import type { GameResult } from '@games/shared/game-kit/ResultDialog';

export interface ReversiResultInput {
  title: string;
  discs: { black: number; white: number };
  /** "Easy computer", "a friend". */
  opponent: string;
  onNewGame: () => void;
}

/** Spoiler-free: the outcome and the disc count, never the moves. */
export const shareText = (title: string, opponent: string, score: string) => `Reversi vs ${opponent}: ${title} ${score} (black–white)`;

export function reversiResult({ title, discs, opponent, onNewGame }: ReversiResultInput): GameResult {
  const score = `${discs.black}–${discs.white}`;
  return {
    title,
    lines: [{ label: 'Score (black–white)', value: score }],
    details: <ShareButton text={shareText(title, opponent, score)} />,
    primaryAction: { label: 'New game', onClick: onNewGame },
  };
}

/** The result with the tally's lines for the level played after it (none between two players). */
export const withTally = (result: GameResult, tallyLines: readonly { label: string; value: number }[]): GameResult => ({
  ...result,
  lines: [...(result.lines ?? []), ...tallyLines],
});
