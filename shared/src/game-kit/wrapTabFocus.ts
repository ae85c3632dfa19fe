const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside `container`: from the last focusable element it goes to the first, and Shift+Tab the
 * other way. A modal <dialog> alone would let Tab leave for the browser's own controls.
 * Returns whether it moved focus (the caller then prevents the default).
 */
export function wrapTabFocus(container: HTMLElement, shiftKey: boolean): boolean {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
  if (focusable.length === 0) return false;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (shiftKey && (active === first || active === container || !container.contains(active))) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || !container.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
