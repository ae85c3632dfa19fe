// The opponent picker's choice: a new level applies at once; another opponent (friend ↔ computer) is another game:
// at once when none is under way, else after the player confirms (before, the choice waited silently for New game).
import { useState, type SetStateAction } from 'react';
import type { OpponentChoice } from './ChessSettings';
import type { Settings } from './logic/settings';
import type { ChessGame } from './useChessGame';

export function useOpponentChoice(
  game: ChessGame,
  settings: Settings,
  setSettings: (action: SetStateAction<Settings>) => void,
  startNewGame: (next?: Settings) => void,
) {
  const { record, outcome } = game;
  /** The settings of the opponent asked about while a game is under way, null while none is. */
  const [asked, setAsked] = useState<Settings | null>(null);

  const choose = (choice: OpponentChoice) => {
    const next = { ...settings, ...choice };
    setSettings(next);
    if (choice.mode === record.mode) {
      if (choice.mode === 'computer') game.setLevel(choice.level);
    } else if (record.moves.length === 0 || outcome.over) startNewGame(next);
    else setAsked(next);
  };
  const keepPlaying = () => {
    setAsked(null);
    setSettings((s) => ({ ...s, mode: record.mode, level: record.level }));
  };
  const playAsked = () => {
    setAsked(null);
    if (asked) startNewGame(asked);
  };
  return { asked, choose, keepPlaying, playAsked };
}
