import { Link } from 'react-router-dom';
import './HomeButton.css';

export interface HomeButtonProps {
  /** Extra class for the composer's positioning (e.g. fixed at the top left). */
  className?: string;
}

/** Round button back to the home gallery; the app shell shows it on every page except /. */
export function HomeButton({ className }: HomeButtonProps) {
  return (
    <Link to="/" className={className ? `home-button ${className}` : 'home-button'} aria-label="Home">
      <svg className="home-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 11.2 12 4l9 7.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M5.5 9.6V20h4.5v-5.5h4V20h4.5V9.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
