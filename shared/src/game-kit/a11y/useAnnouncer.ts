import { useCallback, useState } from 'react';

export interface Announcer {
  /** The text for the frame's one polite live region: pass it to GameFrame's `announcement`. */
  announcement: string;
  /** Says `text` to screen readers; the same text twice in a row is said twice. */
  announce(text: string): void;
}

// Screen readers speak a live region only when its text changes, so a repeat ("Undone." twice) gets an
// invisible zero-width space toggled on its end.
const REPEAT_MARK = '\u200B';

/** The next live-region text for `text`, given what the region shows now. */
export function nextAnnouncement(current: string, text: string): string {
  if (text === '') return '';
  return current === text ? text + REPEAT_MARK : text;
}

/** Announcements for screen readers through the frame's live region (games render no live region of their own). */
export function useAnnouncer(): Announcer {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement((current) => nextAnnouncement(current, text)), []);
  return { announcement, announce };
}
