// The computer's turn: one question to the engine per turn (cancelled when the game moves on), its answer
// applied through the same rules as a player's move and announced.
import type { OpponentHandle } from '@games/shared/game-kit/opponent/useOpponent';
import { useEffect } from 'react';
import { squareName } from './logic/board';
import type { ComputerTurn, EngineRequest, EngineResponse } from './logic/engine';
import { exchangeTiles, passTurn, playTiles, type GameState } from './logic/game';

export function describeComputerTurn(turn: ComputerTurn): string {
  if (turn.kind === 'play') return `Computer played ${turn.move.word} at ${squareName(turn.move.placements[0].square)} for ${turn.move.score} points.`;
  if (turn.kind === 'exchange') return `Computer exchanged ${turn.tiles.length} tiles.`;
  return 'Computer passed.';
}

export function useComputerTurn(game: GameState, setGame: (next: GameState) => void, opponent: OpponentHandle<EngineRequest, EngineResponse>, announce: (text: string) => void) {
  useEffect(() => {
    if (game.over || game.toMove !== 'computer') return;
    const request: EngineRequest = { kind: 'move', board: game.board, rack: game.racks.computer, level: game.level, seed: `${game.seed}:${game.turn}`, bagCount: game.bag.length };
    void opponent
      .ask(request)
      .then((response) => {
        if (!response || response.kind !== 'turn') return;
        const turn = response.turn;
        const step = turn.kind === 'play' ? playTiles(game, turn.move.placements) : turn.kind === 'exchange' ? exchangeTiles(game, turn.tiles) : passTurn(game);
        if (!step.ok) return;
        setGame(step.state);
        announce(describeComputerTurn(turn));
      })
      .catch(() => announce('The computer could not load its dictionary. Check your connection, then start a new game.'));
    return () => opponent.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one ask per computer turn
  }, [game.turn, game.toMove, game.over, game.seed]);
}
