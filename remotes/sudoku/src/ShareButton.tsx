import { useState } from 'react';

/** Shares a spoiler-free result with the Web Share API, falling back to the clipboard. */
export function ShareButton({ text }: { text: string }) {
  const [status, setStatus] = useState('');
  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ text });
        return;
      }
      await navigator.clipboard.writeText(text);
      setStatus('Copied to the clipboard');
    } catch (error) {
      // Closing the share sheet is not a failure worth reporting.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus('Sharing is not available here');
    }
  };
  return (
    <p className="sdk-share">
      <button type="button" className="gk-button" onClick={share}>
        Share result
      </button>
      <span role="status" className="sdk-share__status">
        {status}
      </span>
    </p>
  );
}
