// Two piece sets drawn as inline SVG (viewBox 0 0 45 45): simple, original figurines, and letters on discs
// (clear at any size, for players who find figurines hard to tell apart).
import type { ReactElement } from 'react';
import type { PieceCode } from './logic/notation';
import type { PieceSet } from './logic/settings';

const BASE = 'M11 39h23v-3.5c0-1.2-1-2-2-2H13c-1 0-2 .8-2 2z';

const SHAPES: Record<string, ReactElement> = {
  P: (
    <>
      <circle cx="22.5" cy="13" r="5" />
      <path d="M17.5 21c0-2 2.2-3.5 5-3.5s5 1.5 5 3.5c0 2.5-1.8 4-2 8l4.5 4.5h-15l4.5-4.5c-.2-4-2-5.5-2-8z" />
      <path d={BASE} />
    </>
  ),
  R: (
    <>
      <path d="M13 9h4v3h3V9h5v3h3V9h4v6l-3 3v12l3 3.5H13l3-3.5V18l-3-3z" />
      <path d="M16 18h13" className="chess-piece__line" />
      <path d={BASE} />
    </>
  ),
  N: (
    <>
      <path d="M14 33.5c0-6 3.5-8.5 6.5-11.5-2.5.5-5 2-7 3.5l-2.5-3c1.5-4.5 4.5-9 9-12l1-3.5 2.5 3c6 .5 10 5.5 10 13.5v10z" />
      <circle cx="19.5" cy="14.5" r="1.2" className="chess-piece__eye" />
      <path d={BASE} />
    </>
  ),
  B: (
    <>
      <circle cx="22.5" cy="7.5" r="2.2" />
      <path d="M22.5 10c-5 3.5-7.5 8-7.5 12 0 3.5 2.5 5.5 4 6.5l-2 5h11l-2-5c1.5-1 4-3 4-6.5 0-4-2.5-8.5-7.5-12z" />
      <path d="M24.5 15.5l-3.5 5" className="chess-piece__line" />
      <path d={BASE} />
    </>
  ),
  Q: (
    <>
      <circle cx="9" cy="12" r="2.3" />
      <circle cx="15.5" cy="9" r="2.3" />
      <circle cx="22.5" cy="8" r="2.3" />
      <circle cx="29.5" cy="9" r="2.3" />
      <circle cx="36" cy="12" r="2.3" />
      <path d="M10 14.5l4 15h17l4-15-6 8-2.5-11.5-4 11-4-11L16 22.5z" />
      <path d="M13.5 29.5h18l-1 4h-16z" />
      <path d={BASE} />
    </>
  ),
  K: (
    <>
      <path d="M21.2 4h2.6v3h3v2.6h-3v3.4h-2.6V9.6h-3V7h3z" />
      <path d="M22.5 14c-3 0-4 2.5-4 4.5 0-2-2.5-4.5-6-4.5-4 0-6 3-6 6.5 0 5 5 9 7 12.5h18c2-3.5 7-7.5 7-12.5 0-3.5-2-6.5-6-6.5-3.5 0-6 2.5-6 4.5 0-2-1-4.5-4-4.5z" />
      <path d="M13 28c6-2 13-2 19 0" className="chess-piece__line" />
      <path d={BASE} />
    </>
  ),
};

function Letter({ letter }: { letter: string }) {
  return (
    <>
      <circle cx="22.5" cy="22.5" r="17" />
      <text x="22.5" y="23.5" className="chess-piece__letter" textAnchor="middle" dominantBaseline="central">
        {letter}
      </text>
    </>
  );
}

export function PieceSvg({ piece, set = 'classic', className }: { piece: PieceCode; set?: PieceSet; className?: string }) {
  const color = piece[0] === 'w' ? 'white' : 'black';
  return (
    <svg viewBox="0 0 45 45" className={`chess-piece chess-piece--${color} chess-piece--${set}${className ? ` ${className}` : ''}`} aria-hidden="true" focusable="false">
      {set === 'letter' ? <Letter letter={piece[1]} /> : SHAPES[piece[1]]}
    </svg>
  );
}
