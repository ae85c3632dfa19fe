// The end of a game, once: the player's score into the best per level, the announcement and the result panel.
import type { GameResult } from '@games/shared/game-kit';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { useEffect, useState } from 'react';
import { DISPLAY_NAME } from './displayName';
import { winner, type GameState } from './logic/game';
import { LEVEL_NAMES } from './logic/levels';

export interface GameResultOptions {
  finishRound: (score: number) => ScoreOutcome;
  announce: (text: string) => void;
  onNewGame: () => void;
}

export function useGameResult(game: GameState, setGame: (next: GameState) => void, { finishRound, announce, onNewGame }: GameResultOptions) {
  const [result, setResult] = useState<GameResult | null>(null);
  useEffect(() => {
    if (!game.over || game.counted) return;
    const outcome = finishRound(game.scores.you);
    const who = winner(game);
    const title = who === 'you' ? 'You win!' : who === 'computer' ? 'The computer wins' : 'Draw';
    const reason = game.over.reason === 'out' ? 'A rack is empty' : 'Six scoreless turns';
    setGame({ ...game, counted: true });
    announce(`Game over. ${reason}. You ${game.scores.you}, computer ${game.scores.computer}. ${title}`);
    setResult(
      scoreResult({
        title,
        outcome,
        lines: [
          { label: 'Computer', value: String(game.scores.computer) },
          { label: 'Leftover tiles', value: `${game.over.adjustments.you >= 0 ? '+' : ''}${game.over.adjustments.you}` },
        ],
        shareText: `${DISPLAY_NAME} vs ${LEVEL_NAMES[game.level]} computer: ${title} ${game.scores.you}–${game.scores.computer}`,
        onShareOutcome: announce,
        playAgain: { label: 'New game', onClick: onNewGame },
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished game
  }, [game.over, game.counted]);
  return { result, clearResult: () => setResult(null) };
}
