// Card faces drawn for this game in SVG: three themes of 18 faces each. Every face differs from the others
// by its shape (outline, pips or letter), so colour only helps; each has a name for screen readers.
import type { ReactElement } from 'react';

export const THEMES = [
  { value: 'shapes', label: 'Shapes' },
  { value: 'dominoes', label: 'Dominoes' },
  { value: 'letters', label: 'Letters' },
] as const;

export type Theme = (typeof THEMES)[number]['value'];

export const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme.value === value);

/** A colour per face, a second cue beside the shape (Okabe–Ito-like): the faces' colours are light-dark()
    pairs in matching-card.css (--mc-face-0 … --mc-face-17), dark enough on the light card and light enough on
    the dark one (4.5:1 and more in both themes); a face's drawing paints in currentColor. */
const FACE_COLOURS = 18;

const points = (list: Array<[number, number]>) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** A regular polygon (or a star when `inner` is given) around the centre of the 100×100 face. */
function polygon(sides: number, radius: number, inner?: number, turn = -Math.PI / 2): string {
  const corners: Array<[number, number]> = [];
  const count = inner ? sides * 2 : sides;
  for (let i = 0; i < count; i++) {
    const r = inner && i % 2 === 1 ? inner : radius;
    const angle = turn + (i * 2 * Math.PI) / count;
    corners.push([50 + r * Math.cos(angle), 50 + r * Math.sin(angle)]);
  }
  return points(corners);
}

const SHAPES: Array<{ name: string; draw: (fill: string) => ReactElement }> = [
  { name: 'circle', draw: (fill) => <circle cx="50" cy="50" r="34" fill={fill} /> },
  { name: 'square', draw: (fill) => <rect x="20" y="20" width="60" height="60" fill={fill} /> },
  { name: 'triangle', draw: (fill) => <polygon points={polygon(3, 40, undefined, -Math.PI / 2)} transform="translate(0 6)" fill={fill} /> },
  { name: 'diamond', draw: (fill) => <polygon points="50,10 84,50 50,90 16,50" fill={fill} /> },
  { name: 'pentagon', draw: (fill) => <polygon points={polygon(5, 38)} fill={fill} /> },
  { name: 'hexagon', draw: (fill) => <polygon points={polygon(6, 38, undefined, 0)} fill={fill} /> },
  { name: 'octagon', draw: (fill) => <polygon points={polygon(8, 38, undefined, Math.PI / 8)} fill={fill} /> },
  { name: 'star', draw: (fill) => <polygon points={polygon(5, 42, 18)} fill={fill} /> },
  { name: 'sparkle', draw: (fill) => <polygon points={polygon(4, 42, 12)} fill={fill} /> },
  { name: 'six-point star', draw: (fill) => <polygon points={polygon(6, 40, 22)} fill={fill} /> },
  {
    name: 'heart',
    draw: (fill) => <path d="M50 84 C20 62 12 46 18 32 C25 16 44 16 50 32 C56 16 75 16 82 32 C88 46 80 62 50 84 Z" fill={fill} />,
  },
  { name: 'moon', draw: (fill) => <path d="M58 16 A36 36 0 1 0 58 84 A40 40 0 0 1 58 16 Z" fill={fill} /> },
  { name: 'plus', draw: (fill) => <polygon points="40,14 60,14 60,40 86,40 86,60 60,60 60,86 40,86 40,60 14,60 14,40 40,40" fill={fill} /> },
  {
    name: 'ring',
    draw: (fill) => <circle cx="50" cy="50" r="28" fill="none" stroke={fill} strokeWidth="14" />,
  },
  { name: 'arrow', draw: (fill) => <polygon points="50,10 86,48 64,48 64,88 36,88 36,48 14,48" fill={fill} /> },
  { name: 'lightning bolt', draw: (fill) => <polygon points="58,8 22,56 46,56 38,92 78,40 54,40 64,8" fill={fill} /> },
  { name: 'drop', draw: (fill) => <path d="M50 10 C62 32 78 48 78 64 A28 28 0 0 1 22 64 C22 48 38 32 50 10 Z" fill={fill} /> },
  { name: 'hourglass', draw: (fill) => <polygon points="18,14 82,14 56,50 82,86 18,86 44,50" fill={fill} /> },
];

/** Pip positions of a die face of 1 … 6 on a 30×30 half, as [x, y]. */
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[15, 15]],
  2: [[7, 7], [23, 23]],
  3: [[7, 7], [15, 15], [23, 23]],
  4: [[7, 7], [23, 7], [7, 23], [23, 23]],
  5: [[7, 7], [23, 7], [15, 15], [7, 23], [23, 23]],
  6: [[7, 6], [23, 6], [7, 15], [23, 15], [7, 24], [23, 24]],
};

/** The 18 dominoes used: every pair of 1 … 6 (low half first) but the three highest doubles. */
const DOMINOES: Array<[number, number]> = [];
for (let low = 1; low <= 6; low++) for (let high = low; high <= 6; high++) DOMINOES.push([low, high]);
DOMINOES.splice(18);

const NUMBER_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'];

const LETTERS: Array<[string, string]> = [
  ['Γ', 'gamma'], ['Δ', 'delta'], ['Θ', 'theta'], ['Λ', 'lambda'], ['Ξ', 'xi'], ['Π', 'pi'], ['Σ', 'sigma'], ['Φ', 'phi'], ['Ψ', 'psi'],
  ['Ω', 'omega'], ['α', 'alpha'], ['β', 'beta'], ['δ', 'small delta'], ['ε', 'epsilon'], ['ζ', 'zeta'], ['η', 'eta'], ['λ', 'small lambda'], ['μ', 'mu'],
];

/** The name of a face, for screen readers and announcements ("star", "domino three–five", "sigma"). */
export function faceName(theme: Theme, face: number): string {
  if (theme === 'dominoes') {
    const [low, high] = DOMINOES[face] ?? [1, 1];
    return `domino ${NUMBER_WORDS[low]}–${NUMBER_WORDS[high]}`;
  }
  if (theme === 'letters') return LETTERS[face]?.[1] ?? 'letter';
  return SHAPES[face]?.name ?? 'shape';
}

/** The drawing of a face: a 100×100 SVG that scales with its card. */
export function FaceArt({ theme, face }: { theme: Theme; face: number }) {
  const colour = 'currentColor';
  let art: ReactElement;
  if (theme === 'dominoes') {
    const [low, high] = DOMINOES[face] ?? [1, 1];
    const half = (count: number, y: number) =>
      PIPS[count].map(([x, py], i) => <circle key={`${y}-${i}`} cx={35 + x} cy={y + py} r="4.2" fill={colour} />);
    art = (
      <>
        <rect x="30" y="12" width="40" height="76" rx="7" style={{ fill: 'var(--mc-domino)' }} stroke={colour} strokeWidth="4" />
        <line x1="34" y1="50" x2="66" y2="50" stroke={colour} strokeWidth="3" />
        {half(low, 17)}
        {half(high, 53)}
      </>
    );
  } else if (theme === 'letters') {
    const [glyph] = LETTERS[face] ?? ['?'];
    art = (
      <>
        <circle cx="50" cy="50" r="40" fill="none" stroke={colour} strokeWidth="5" />
        <text x="50" y="52" textAnchor="middle" dominantBaseline="central" fontSize="52" fontWeight="700" fontFamily="Georgia, 'Times New Roman', serif" fill={colour}>
          {glyph}
        </text>
      </>
    );
  } else {
    art = (SHAPES[face] ?? SHAPES[0]).draw(colour);
  }
  return (
    <svg className="mc-face" viewBox="0 0 100 100" aria-hidden="true" focusable="false" style={{ color: `var(--mc-face-${face % FACE_COLOURS})` }}>
      {art}
    </svg>
  );
}
