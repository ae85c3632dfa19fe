import type { Direction, Rule } from './logic/rules';

const LEAVES = [
  { x: 0, y: 0 },
  { x: -1, y: -1 },
  { x: -1, y: 1 },
  { x: -2, y: -2 },
  { x: -2, y: 2 },
];

/** One leaf pointing right (mirrored for left): a pointed blade with a stem. */
const LEAF = 'M 14 0 C 6 -9 -8 -9 -14 0 C -8 9 6 9 14 0 Z';

export interface StimulusProps {
  rule: Rule;
  point: Direction;
  move: Direction;
  /** Animate the drift (off for prefers-reduced-motion: the trails still show the way). */
  animate: boolean;
  /** Changes with each trial, to restart the drift. */
  trialKey: string;
}

/**
 * The flock: five leaves in a V pointing one way, drifting another. The rule shows in three ways besides
 * colour: the leaves' fill (solid, hollow, striped), where the flock sits (high, low, middle) and the cue text.
 */
export function Stimulus({ rule, point, move, animate, trialKey }: StimulusProps) {
  const flip = point === 'left' ? -1 : 1;
  const trail = move === 'left' ? 1 : -1;
  const cy = rule === 'point' ? 30 : rule === 'move' ? 70 : 50;
  return (
    <svg className={`flex-stim flex-stim--${rule}`} viewBox="0 0 200 100" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      <defs>
        <pattern id="flex-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" className="flex-stim__stripe-bg" />
          <rect width="3" height="6" className="flex-stim__stripe" />
        </pattern>
      </defs>
      <g key={trialKey} className={animate ? `flex-stim__flock flex-stim__flock--${move}` : 'flex-stim__flock'}>
        {LEAVES.map(({ x, y }, i) => {
          // The V is centred: its middle leaf pair sits at the field's centre.
          const lx = 100 + (x + 1) * 22 * flip;
          const ly = cy + y * 11;
          return (
            <g key={i} transform={`translate(${lx} ${ly})`}>
              {[0, 1, 2].map((n) => (
                <line key={n} className="flex-stim__trail" x1={trail * (18 + n * 2)} y1={(n - 1) * 5} x2={trail * (30 + n * 4)} y2={(n - 1) * 5} />
              ))}
              <path className="flex-stim__leaf" d={LEAF} transform={`scale(${flip} 1)`} />
              <line className="flex-stim__vein" x1={-12 * flip} y1={0} x2={12 * flip} y2={0} />
            </g>
          );
        })}
      </g>
    </svg>
  );
}
