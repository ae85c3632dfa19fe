import type { Figure } from './logic/figure';

const STEP = 100;
const MARGIN = 50;

export interface FigureViewProps {
  figure: Figure;
  stroke: readonly number[];
  /** How many times each line is traced. */
  counts: readonly number[];
  /** Dots (and a line between two of them) the last hint pointed at. */
  hinted: readonly number[];
  /** The keyboard cursor on the lattice before the stroke starts, when the board has focus. */
  cursor: readonly [number, number] | null;
}

/** The figure in SVG: lines (double lines as two strokes, arrows with a chevron), traced lines bold, the dots. */
export function FigureView({ figure, stroke, counts, hinted, cursor }: FigureViewProps) {
  const size = Math.max(figure.width, figure.height) * STEP + 2 * MARGIN;
  // Centre the figure in the square board.
  const ox = MARGIN + ((Math.max(figure.width, figure.height) - figure.width) * STEP) / 2;
  const oy = MARGIN + ((Math.max(figure.width, figure.height) - figure.height) * STEP) / 2;
  const at = (dot: number) => [ox + figure.dots[dot][0] * STEP, oy + figure.dots[dot][1] * STEP] as const;
  const end = stroke.length > 0 ? stroke[stroke.length - 1] : -1;
  const hintLine = hinted.length === 2 ? hinted : null;

  return (
    <svg className="old-figure" viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      {figure.lines.map((line, i) => {
        const [x1, y1] = at(line.a);
        const [x2, y2] = at(line.b);
        const length = Math.hypot(x2 - x1, y2 - y1);
        const [nx, ny] = [(-(y2 - y1) / length) * 7, ((x2 - x1) / length) * 7];
        const offsets = line.count === 2 ? [-1, 1] : [0];
        const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
        return (
          <g key={i} data-line={i} data-traced={counts[i]} data-need={line.count}>
            {offsets.map((side, k) => (
              <line
                key={k}
                x1={x1 + nx * side}
                y1={y1 + ny * side}
                x2={x2 + nx * side}
                y2={y2 + ny * side}
                className={k < counts[i] ? 'old-line old-line--traced' : 'old-line'}
              />
            ))}
            {line.oneWay && (
              <path
                d="M -11 -13 L 9 0 L -11 13"
                className={counts[i] > 0 ? 'old-arrow old-arrow--traced' : 'old-arrow'}
                transform={`translate(${(x1 + x2) / 2} ${(y1 + y2) / 2}) rotate(${angle})`}
              />
            )}
          </g>
        );
      })}
      {hintLine && (
        <line x1={at(hintLine[0])[0]} y1={at(hintLine[0])[1]} x2={at(hintLine[1])[0]} y2={at(hintLine[1])[1]} className="old-hint-line" />
      )}
      {figure.dots.map((_, dot) => {
        const [x, y] = at(dot);
        const classes = ['old-dot', dot === stroke[0] && 'old-dot--start', dot === end && 'old-dot--end', hinted.includes(dot) && 'old-dot--hinted'].filter(Boolean).join(' ');
        return (
          <g key={dot}>
            {hinted.includes(dot) && <circle cx={x} cy={y} r={30} className="old-hint-ring" />}
            <circle cx={x} cy={y} r={dot === end ? 17 : 13} className={classes} />
            {dot === stroke[0] && <circle cx={x} cy={y} r={6} className="old-dot__start-mark" />}
            {/* The snapping target: a wide circle around each dot that the path input hit-tests. */}
            <circle cx={x} cy={y} r={46} className="old-hit" data-cell={dot} data-dot={dot} />
          </g>
        );
      })}
      {cursor && <rect x={ox + cursor[0] * STEP - 28} y={oy + cursor[1] * STEP - 28} width={56} height={56} rx={12} className="old-cursor" />}
    </svg>
  );
}
