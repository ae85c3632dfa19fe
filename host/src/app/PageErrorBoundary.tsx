import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useRetryWhenBackOnline } from '../connectivity/useRetryWhenBackOnline';
import { ErrorBoundary } from './ErrorBoundary';
import { aPageFailedOffline, retryFailedPages } from './route-pages';

/**
 * The routes' safety net: a page whose chunk could not be downloaded (or that throws) shows this error with
 * Try again, inside the layout, so the header, search and footer keep working. Another route, or the
 * browser coming back online, tries again by itself (also when the page failed hidden under the offline screen).
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} onRetry={retryFailedPages} fallback={(_error, retry) => <PageLoadError onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

function PageLoadError({ onRetry }: { onRetry: () => void }) {
  useRetryWhenBackOnline(onRetry, aPageFailedOffline());
  return (
    <div className="page page-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p>Check your connection and try again; the rest of the site keeps working.</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
