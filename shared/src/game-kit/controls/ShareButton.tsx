import { useEffect, useRef, useState } from 'react';
import { SHARE_MESSAGES, shareOrCopy, type ShareNavigator, type ShareOutcome } from '../share/share-result';
import './controls.css';

export interface ShareButtonProps {
  /** The spoiler-free result to share. */
  text: string;
  /**
   * Called with the outcome's words and the outcome after each try (e.g. to record it). The button already
   * shows and speaks the outcome itself (its status line is inside the result dialog, where the frame's
   * live region, outside the modal, is not read).
   */
  onOutcome?: (message: string, outcome: ShareOutcome) => void;
  /** The button's words; "Share result" by default. */
  label?: string;
  className?: string;
  /** Injected navigator (tests). */
  navigator?: ShareNavigator;
}

/**
 * Shares a result (Web Share API, clipboard fallback) and says how it went beside the button. When both
 * fail it shows the text, selected, so the player can copy it by hand.
 */
export function ShareButton({ text, onOutcome, label = 'Share result', className, navigator: nav }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // A new text (another result) starts from a clean slate.
  useEffect(() => setOutcome(null), [text]);

  useEffect(() => {
    if (outcome === 'failed') textRef.current?.select();
  }, [outcome]);

  const share = async () => {
    setBusy(true);
    const result = await shareOrCopy(text, { navigator: nav });
    if (!live.current) return;
    setBusy(false);
    // Closing the share sheet is the player's choice, not a failure worth reporting.
    if (result === 'cancelled') return;
    setOutcome(result);
    onOutcome?.(SHARE_MESSAGES[result], result);
  };

  return (
    <div className={['gk-share', className].filter(Boolean).join(' ')}>
      <button type="button" className="gk-button" onClick={share} disabled={busy}>
        <svg className="gk-toolbar__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 15V3m0 0L7 8m5-5 5 5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{label}</span>
      </button>
      <span role="status" className="gk-share__status">
        {outcome ? SHARE_MESSAGES[outcome] : ''}
      </span>
      {outcome === 'failed' && <textarea ref={textRef} className="gk-share__text" aria-label="Result to copy" readOnly value={text} />}
    </div>
  );
}
