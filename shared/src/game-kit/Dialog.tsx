import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { wrapTabFocus } from './wrapTabFocus';

export interface DialogProps {
  open: boolean;
  /** Called for Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom. */
  actions?: ReactNode;
  className?: string;
  /** Where focus goes on close when nothing had focus before it opened (a dialog that opened by itself). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

// Whether the player's last input was the keyboard. A dialog opened by a click, a tap or by itself (the
// first-visit help) still focuses its first control, but shows no focus ring there until a key is pressed:
// browsers treat focus moved by a script on a page nobody touched yet as keyboard focus.
let lastInputWasKeyboard = false;
let trackingInput = false;
function trackInputModality(doc: Document) {
  if (trackingInput) return;
  trackingInput = true;
  doc.addEventListener('keydown', () => (lastInputWasKeyboard = true), true);
  doc.addEventListener('pointerdown', () => (lastInputWasKeyboard = false), true);
}

// From the start: the key that opens a dialog comes before the dialog.
if (typeof document !== 'undefined') trackInputModality(document);

/** Set on the dialog while its focus ring is held back (see trackInputModality). */
const QUIET_FOCUS = 'data-quiet-focus';

/**
 * A modal dialog on the native <dialog> element: showModal() traps focus, makes the page
 * behind inert and closes on Esc; focus returns to whatever was focused before it opened.
 * Where showModal is missing (jsdom, old browsers) it falls back to an open attribute.
 */
export function Dialog({ open, onClose, title, children, actions, className, fallbackFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const fallbackRef = useRef(fallbackFocus);
  useEffect(() => {
    fallbackRef.current = fallbackFocus;
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    trackInputModality(dialog.ownerDocument);
    if (lastInputWasKeyboard) dialog.removeAttribute(QUIET_FOCUS);
    else dialog.setAttribute(QUIET_FOCUS, '');
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
      dialog.focus();
    }
    return () => {
      if (typeof dialog.close === 'function') {
        if (dialog.open) dialog.close();
      } else {
        dialog.removeAttribute('open');
      }
      // Without an opener, focus would restart after the dialog, i.e. past the game, for a keyboard user.
      const target = opener?.isConnected ? opener : fallbackRef.current?.current;
      if (target?.isConnected && !target.contains(document.activeElement)) target.focus({ preventScroll: !opener });
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc fires 'cancel': keep the open state in React's hands.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A close the browser did by itself (e.g. a repeated Esc it would not let us cancel).
    const onNativeClose = () => {
      if (openRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  // The dialog box fills the element, so a click on the element itself landed on the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={className ? `gk-dialog ${className}` : 'gk-dialog'}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={onBackdropClick}
      onKeyDown={(event) => {
        // From the first key on, focus is a keyboard user's: show the ring again.
        event.currentTarget.removeAttribute(QUIET_FOCUS);
        // The fallback has no native Esc handling.
        if (event.key === 'Escape' && typeof ref.current?.showModal !== 'function') onClose();
        if (event.key === 'Tab' && ref.current && wrapTabFocus(ref.current, event.shiftKey)) event.preventDefault();
      }}
    >
      {open && (
        <div className="gk-dialog__box">
          <div className="gk-dialog__header">
            <h2 id={titleId} className="gk-dialog__title">
              {title}
            </h2>
            <button type="button" className="gk-icon-button" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="gk-dialog__body">{children}</div>
          {actions && <div className="gk-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
