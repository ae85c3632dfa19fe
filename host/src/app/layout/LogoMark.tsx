export interface LogoMarkProps {
  size?: number;
}

/** The portal's logo mark: a rounded tile holding a game pad. Decorative; pair it with the site name. */
export function LogoMark({ size = 36 }: LogoMarkProps) {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="var(--color-primary)" />
      <path
        d="M12.5 14h15a6 6 0 0 1 5.9 7.1l-.9 4.8a3.4 3.4 0 0 1-5.8 1.7L24 25h-8l-2.7 2.6a3.4 3.4 0 0 1-5.8-1.7l-.9-4.8A6 6 0 0 1 12.5 14Z"
        fill="var(--color-on-primary)"
      />
      <path d="M13.5 17.5v5M11 20h5" stroke="var(--color-primary)" strokeWidth="2" strokeLinecap="round" />
      <circle cx="25.5" cy="18.5" r="1.6" fill="var(--color-accent)" />
      <circle cx="28.5" cy="21.5" r="1.6" fill="var(--color-accent)" />
    </svg>
  );
}
