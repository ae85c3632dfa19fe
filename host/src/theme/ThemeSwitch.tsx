import { useTheme } from './useTheme';
import './ThemeSwitch.css';

/** The header's dark-theme switch: a toggle button, remembered across visits (theme-choice.ts). */
export function ThemeSwitch() {
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      className="theme-switch"
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      title={theme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={toggle}
    >
      {/* A moon in the light theme, a sun in the dark: what pressing brings. Drawn, not an emoji. */}
      <svg className="theme-switch__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {theme === 'dark' ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" fill="currentColor" />
            <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
          </g>
        ) : (
          <path fill="currentColor" d="M20.2 14.6A8.5 8.5 0 0 1 9.4 3.8a8.5 8.5 0 1 0 10.8 10.8Z" />
        )}
      </svg>
    </button>
  );
}
