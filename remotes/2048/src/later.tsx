import { GameOverPanel } from '@games/shared/game-kit/score/GameOverPanel';
import type { ScoreOutcome, ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { ScoreResultPanel } from '@games/shared/game-kit/score/ScoreResultPanel';

// Loaded right after the game's first paint (see Game.tsx): nothing here is needed before a round ends or
// the player asks for help.
export { HowToPlay } from './HowToPlay';

export type BoardPanelProps =
  | { kind: 'won'; keepGoing: () => void; newGame: () => void }
  | {
      kind: 'over';
      /** The round that just ended here; null for a game restored already over (then the standing best shows). */
      outcome: ScoreOutcome | null;
      records: ScoreRecords;
      scoreKey: string;
      score: number;
      /** The board, as the share text names it ('4×4', '4×4 · with undo'). */
      board: string;
      bestTile: number;
      newGame: () => void;
      /** Offered while undo is on and a move can be undone. */
      undo?: () => void;
      /** Says the round's end, and how sharing went, to screen readers. */
      announce: (message: string) => void;
    };

/**
 * Over the board, which stays in view under it as in the original: "You win!" with Keep going, or "Game over!"
 * with the score, the best (or New best!), the best tile, Share, Try again and Undo.
 */
export function BoardPanel(props: BoardPanelProps) {
  if (props.kind === 'won') {
    const result = { title: 'You win!', primaryAction: { label: 'Keep going', onClick: props.keepGoing }, secondaryAction: { label: 'New game', onClick: props.newGame } };
    return <ScoreResultPanel className="g2048-overlay g2048-overlay--won" result={result} />;
  }
  return <GameOver {...props} />;
}

function GameOver({ board, bestTile, ...round }: Extract<BoardPanelProps, { kind: 'over' }>) {
  const figure = { label: 'Best tile', value: bestTile, shareLine: `🧱 Best tile ${bestTile}` };
  return <GameOverPanel {...round} reason="Game over!" game="2048" detail={board} figure={figure} playAgainLabel="Try again" className="g2048-overlay g2048-overlay--over" />;
}
