import { useGameKeys } from './useGameKeys';

/** Elements that take keys themselves: a key pressed on one of them is theirs, not the page's. */
const KEY_TAKERS = 'button, a[href], input, select, textarea, [role="grid"], [tabindex="0"], [contenteditable="true"]';

/** Whether a key press happened on the page itself (the frame, the body) rather than on a control or the board. */
export const isOnPage = (target: EventTarget | null): boolean => !(target instanceof Element && target.closest(KEY_TAKERS));

/**
 * Keys a board handles (arrows, Space…) pressed while focus rests on the page, as after the help dialog
 * closes, bring focus to the board instead of scrolling the page; the board's own keys take over from there.
 */
export function useKeysBringFocus(keys: ReadonlySet<string>, focusBoard: () => void, { enabled }: { enabled: boolean }): void {
  useGameKeys(
    (event) => {
      if (!keys.has(event.key) || !isOnPage(event.target)) return false;
      focusBoard();
      return true;
    },
    { enabled },
  );
}
