/** An obstacle drawn as a traffic cone, stretched to the obstacle's collision box. */
export function RunnerCone({ width, height }: { width: number; height: number }) {
  return (
    <svg
      className="runner-cone"
      width={width}
      height={height}
      viewBox="0 0 20 40"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path className="runner-cone__body" d="M8.5 1.5h3L17 36H3z" />
      <path className="runner-cone__stripe" d="M6.6 14h6.8l1 6.5H5.6zM4.9 25h10.2l.9 5.5H4z" />
      <rect className="runner-cone__base" x="0" y="35" width="20" height="5" rx="1.5" />
    </svg>
  );
}
