import { CHARACTER_HEIGHT, CHARACTER_WIDTH } from './constants';

/** The runner's character: a small friendly robot filling exactly its collision box. */
export function RunnerRobot() {
  return (
    <svg
      className="runner-robot"
      width={CHARACTER_WIDTH}
      height={CHARACTER_HEIGHT}
      viewBox={`0 0 ${CHARACTER_WIDTH} ${CHARACTER_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <line className="runner-robot__antenna" x1="18" y1="3" x2="18" y2="8" />
      <circle className="runner-robot__bulb" cx="18" cy="3" r="2.5" />
      <rect className="runner-robot__head" x="5" y="7" width="26" height="16" rx="6" />
      <rect className="runner-robot__visor" x="9" y="10" width="18" height="9" rx="4.5" />
      <circle className="runner-robot__eye" cx="15" cy="14.5" r="2" />
      <circle className="runner-robot__eye" cx="23" cy="14.5" r="2" />
      <rect className="runner-robot__arm" x="4" y="26" width="4" height="7" rx="2" />
      <rect className="runner-robot__body" x="8" y="24" width="20" height="11" rx="4" />
      <circle className="runner-robot__light" cx="18" cy="29.5" r="2.2" />
      <rect className="runner-robot__leg runner-robot__leg--back" x="11" y="34" width="5" height="8" rx="2" />
      <rect className="runner-robot__leg runner-robot__leg--front" x="20" y="34" width="5" height="8" rx="2" />
    </svg>
  );
}
