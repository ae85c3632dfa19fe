import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { TrialView as GameTrialView } from './Board';
import type { Direction } from './logic/rules';
import type { Session } from './logic/session';
import type { Trial } from './logic/trials';

// A scored Move trial: the leaves point left but drift right, so the answer is right.
export const EXAMPLE_TRIAL: Trial = { rule: 'move', point: 'left', move: 'right', kind: 'switch', congruent: false };
export const EXAMPLE_ANSWER: Direction = 'right';
// The first trial of a scored Easy session (a literal: importing the game's logic here would cost first-load bytes).
export const EXAMPLE_SESSION: Session = {
  seed: 'how-to-play',
  level: 'easy',
  phase: 'session',
  practiceRule: null,
  practiceIndex: 0,
  practiced: ['point', 'move'],
  index: 0,
  answers: [],
  score: 0,
  streak: 0,
  bestStreak: 0,
  last: null,
};
const ignore = () => undefined;

/** The rules and controls, shown in the kit's how-to-play dialog. */
export interface HowToPlayProps {
  /** The game's own trial view, passed in by Game: imported here, webpack could no longer inline it into the first chunk. */
  TrialView: typeof GameTrialView;
}

export function HowToPlay({ TrialView }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Leaves <strong>point</strong> one way and <strong>drift</strong> one way. Answer what the cue asks: <strong>POINT</strong>{' '}
          (solid leaves), <strong>MOVE</strong> (hollow, with trails) or, on Hard, <strong>OPPOSITE</strong> of the point (striped).
        </p>
      }
      example={
        <div className="flex-board flex-board--session flex-board--example" data-testid="flexibility-example">
          <TrialView session={EXAMPLE_SESSION} trial={EXAMPLE_TRIAL} trialKey="example" clockRunning={false} windowMs={3000} animate={false} onAnswer={ignore} />
        </div>
      }
      exampleCaption="MOVE: the leaves point left but drift right (the trails are behind them), so the answer is Right."
      touch={<p>Tap Left or Right, or swipe across the leaves.</p>}
      mouse={<p>Click Left or Right, or use the keys.</p>}
      keyboard={[
        { keys: '← or F', does: 'answer left' },
        { keys: '→ or J', does: 'answer right' },
      ]}
      more={
        <p>
          Each rule gets a short practice first. Then the scored session (45–60 s): a streak scores more, mistakes and misses cost
          points, and the time to answer shrinks. The result shows your <strong>switch cost</strong>: how much slower you are right after
          the rule changes. The clock pauses when you leave the tab.
        </p>
      }
    />
  );
}
