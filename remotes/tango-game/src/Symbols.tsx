// Sun and moon are different shapes (a round sun with rays, a crescent moon), not just different colours.

export function SunIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <g stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M20 3v5M20 32v5M3 20h5M32 20h5M8 8l3.5 3.5M28.5 28.5 32 32M8 32l3.5-3.5M28.5 11.5 32 8" />
      </g>
      <circle cx="20" cy="20" r="8.5" fill="currentColor" />
    </svg>
  );
}

export function MoonIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M26 5.5A15 15 0 1 0 34.5 27 12 12 0 0 1 26 5.5z" fill="currentColor" />
    </svg>
  );
}
