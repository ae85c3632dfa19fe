// Beside the board: the status line, the game's buttons and the typed-move field.
import { useState, type FormEvent } from 'react';
import { parseMoveText } from './logic/moveInput';
import { canTakeback } from './logic/record';
import { colorName, describeOutcome } from './logic/status';
import type { ChessGame } from './useChessGame';

export interface GameActionsProps {
  game: ChessGame;
  flipped: boolean;
  onFlip: () => void;
  onOfferDraw: () => void;
  onResign: () => void;
  onExport: () => void;
}

function statusText({ outcome, thinking, record, chess, turn }: ChessGame): string {
  if (outcome.over) return describeOutcome(outcome);
  if (thinking) return 'Computer is thinking…';
  const check = chess.inCheck() ? 'Check! ' : '';
  return record.mode === 'computer' ? `${check}Your move (${colorName(record.playerColor).toLowerCase()}).` : `${check}${colorName(turn)} to move.`;
}

export function GameActions({ game, flipped, onFlip, onOfferDraw, onResign, onExport }: GameActionsProps) {
  const [moveText, setMoveText] = useState('');
  const { record, outcome, canMoveNow, busy } = game;

  const submitMoveText = (event: FormEvent) => {
    event.preventDefault();
    if (!canMoveNow) return;
    const uci = parseMoveText(game.chess, moveText);
    if (!uci) game.rejectMove(moveText);
    else if (game.play(uci)) setMoveText('');
  };

  return (
    <>
      <p className="chess-status" data-testid="chess-status" data-turn={game.turn} data-thinking={game.thinking || undefined}>
        {statusText(game)}
      </p>
      {game.notice && <p className="chess-notice">{game.notice}</p>}
      <div className="chess-actions">
        <button type="button" className="gk-button" onClick={game.takeBack} disabled={!canTakeback(record)}>
          Take back
        </button>
        <button type="button" className="gk-button" onClick={game.askHint} disabled={!canMoveNow || busy !== null}>
          {busy === 'hint' ? 'Thinking…' : 'Hint'}
        </button>
        <button type="button" className="gk-button" onClick={onFlip} aria-pressed={flipped}>
          Flip board
        </button>
        <button type="button" className="gk-button" onClick={onOfferDraw} disabled={outcome.over || (record.mode === 'computer' && (!canMoveNow || busy !== null))}>
          {busy === 'draw' ? 'Asking…' : 'Offer draw'}
        </button>
        <button type="button" className="gk-button" onClick={onResign} disabled={outcome.over}>
          Resign
        </button>
        <button type="button" className="gk-button" onClick={onExport}>
          PGN / FEN
        </button>
      </div>
      <form className="chess-move-form" onSubmit={submitMoveText}>
        <label htmlFor="chess-move-input">Type a move</label>
        <div className="chess-move-form__row">
          <input
            id="chess-move-input"
            value={moveText}
            onChange={(e) => setMoveText(e.target.value)}
            placeholder="e4, Nf3, O-O"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={!canMoveNow}
          />
          <button type="submit" className="gk-button" disabled={!canMoveNow}>
            Play
          </button>
        </div>
      </form>
    </>
  );
}
