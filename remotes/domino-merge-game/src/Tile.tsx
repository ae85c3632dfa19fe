import { SPECIAL, valueName } from './logic/board';

// Pips as on a die, on a 3×3 lattice (0, 1, 2 per axis); 7 adds the centre to six.
const C = [1, 1];
const TL = [0, 0];
const TR = [2, 0];
const BL = [0, 2];
const BR = [2, 2];
const ML = [0, 1];
const MR = [2, 1];
const PIPS: Record<number, number[][]> = {
  1: [C],
  2: [TL, BR],
  3: [TL, C, BR],
  4: [TL, TR, BL, BR],
  5: [TL, TR, C, BL, BR],
  6: [TL, TR, ML, MR, BL, BR],
  7: [TL, TR, ML, C, MR, BL, BR],
};

const STAR = 'M50 12 61 38 89 40 68 58 75 86 50 71 25 86 32 58 11 40 39 38Z';

/**
 * One tile: pips as on a die (1–7) or a star, on its own colour. The pips carry the value, so colour is never
 * the only signal; the board's text describes the tiles for screen readers.
 */
export function Tile({ value, className }: { value: number; className?: string }) {
  return (
    <span className={['dm-tile', `dm-tile--v${value}`, className].filter(Boolean).join(' ')} data-tile={valueName(value)}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        {value === SPECIAL ? (
          <path d={STAR} className="dm-star" />
        ) : (
          (PIPS[value] ?? []).map(([x, y]) => <circle key={`${x}${y}`} cx={22 + x * 28} cy={22 + y * 28} r={value === 1 ? 13 : 10} className="dm-pip" />)
        )}
      </svg>
    </span>
  );
}
