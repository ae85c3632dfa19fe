/** Why a loop holds itself: the tab is hidden, or the window lost focus. */
export type AutoPauseReason = 'hidden' | 'blur';

export interface PageActivity {
  /** document.hidden / visibilityState === 'hidden'. */
  hidden: boolean;
  /** document.hasFocus() or the last focus/blur event of the window. */
  focused: boolean;
}

/** The reason a game should hold, or null while the player can see and use it. Hidden wins over blur. */
export function autoPauseReason(activity: PageActivity, pauseOnBlur = true): AutoPauseReason | null {
  if (activity.hidden) return 'hidden';
  if (pauseOnBlur && !activity.focused) return 'blur';
  return null;
}
