import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Jumps to the top of the page whenever the route path changes; renders nothing. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // Layout effect: the jump happens before paint, so the new page never flashes at the old offset.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
