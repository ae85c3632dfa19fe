// One side's line beside the board: who plays it, what it has captured, its material lead and its clock.
import { useEffect, useState } from 'react';
import { formatClock, timeLeft, type Clock } from './logic/clock';
import { leadText } from './logic/material';
import { PIECE_NAMES, type PieceLetter } from './logic/notation';
import type { Color } from './logic/record';
import type { PieceSet } from './logic/settings';
import { PieceSvg } from './Pieces';
import { clockNow } from './useChessGame';

export interface PlayerBarProps {
  color: Color;
  name: string;
  /** Pieces this side has taken (of the other colour), cheapest first. */
  captured: readonly PieceLetter[];
  /** White's material minus black's. */
  balance: number;
  clock: Clock | null | undefined;
  pieceSet: PieceSet;
  position: 'top' | 'bottom';
}

function capturedText(captured: readonly PieceLetter[]): string {
  if (!captured.length) return 'nothing captured';
  return `captured ${captured.map((p) => PIECE_NAMES[p]).join(', ')}`;
}

/** The time left, redrawn ten times a second while this side's time runs. */
function ClockFace({ clock, color }: { clock: Clock; color: Color }) {
  const running = clock.running === color;
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    setNow(clockNow());
    if (!running) return;
    const timer = window.setInterval(() => setNow(clockNow()), 100);
    return () => window.clearInterval(timer);
  }, [running, clock]);
  const left = timeLeft(clock, color, now);
  const low = left < 20_000;
  return (
    <span
      className={`chess-clock${running ? ' chess-clock--running' : ''}${low ? ' chess-clock--low' : ''}`}
      role="timer"
      aria-label={`${color === 'w' ? 'White' : 'Black'} clock`}
      data-testid={`chess-clock-${color}`}
    >
      {formatClock(left)}
    </span>
  );
}

export function PlayerBar({ color, name, captured, balance, clock, pieceSet, position }: PlayerBarProps) {
  const lead = leadText(balance, color);
  const taken = color === 'w' ? 'b' : 'w';
  return (
    <div className={`chess-player chess-player--${position}`} data-testid={`chess-player-${color}`}>
      <span className="chess-player__name">{name}</span>
      <span className="chess-player__material">
        <span className="gk-visually-hidden">
          {capturedText(captured)}
          {lead && `, ahead by ${lead.slice(1)}`}
        </span>
        <span className="chess-player__captured" aria-hidden="true">
          {captured.map((piece, i) => (
            <PieceSvg key={i} piece={`${taken}${piece}`} set={pieceSet} />
          ))}
        </span>
        {lead && (
          <span className="chess-player__lead" aria-hidden="true" data-testid={`chess-lead-${color}`}>
            {lead}
          </span>
        )}
      </span>
      {clock && <ClockFace clock={clock} color={color} />}
    </div>
  );
}
