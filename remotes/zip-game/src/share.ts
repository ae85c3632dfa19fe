// A spoiler-free result to share: the Web Share API where there is one, else the clipboard.

export function shareText(details: { dailyDate?: string; difficultyLabel: string; time: string; hints: number; flawless: boolean }): string {
  const puzzle = details.dailyDate ? `Zip daily ${details.dailyDate}` : `Zip ${details.difficultyLabel}`;
  const badge = details.flawless ? ' · flawless ✨' : details.hints > 0 ? ` · ${details.hints} hint${details.hints === 1 ? '' : 's'}` : '';
  return `${puzzle} solved in ${details.time}${badge}`;
}

/** Shares the text; resolves to how it went so the view can say so. */
export async function shareResult(text: string): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      await navigator.share({ text });
      return 'shared';
    }
    if (typeof navigator !== 'undefined' && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // A cancelled share sheet or a blocked clipboard.
  }
  return 'failed';
}
