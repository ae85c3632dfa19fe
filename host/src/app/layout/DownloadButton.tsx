import { useEffect, useId, useState } from 'react';
import { portalConfig } from '../config';
import './DownloadButton.css';

/**
 * Floating round link to the app store listing, fixed at the bottom right, in a landmark of its own (a
 * labelled aside: content outside every landmark is lost to landmark navigation).
 * Its tooltip ('Download App' over the site name) appears at once on hover and on keyboard focus,
 * and Escape hides it until the pointer or focus leaves (WCAG 1.4.13).
 */
export function DownloadButton() {
  const { siteName, appStoreUrl } = portalConfig();
  const tooltipId = useId();
  const [tooltipDismissed, setTooltipDismissed] = useState(false);

  useEffect(() => {
    if (tooltipDismissed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTooltipDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tooltipDismissed]);

  const restoreTooltip = () => setTooltipDismissed(false);

  return (
    <aside
      className={tooltipDismissed ? 'download-fab download-fab--tooltip-dismissed' : 'download-fab'}
      aria-label="Get the app"
      onMouseLeave={restoreTooltip}
      onBlur={restoreTooltip}
    >
      <a
        className="download-fab__button"
        href={appStoreUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Download App"
        aria-describedby={tooltipId}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v7.5m-3-3 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </a>
      <span role="tooltip" id={tooltipId} className="download-fab__tooltip">
        <span className="download-fab__tooltip-line">Download App</span>
        <span className="download-fab__tooltip-line download-fab__tooltip-line--name">{siteName}</span>
      </span>
    </aside>
  );
}
