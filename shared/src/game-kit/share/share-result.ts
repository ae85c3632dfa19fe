// Sharing a spoiler-free result: the Web Share API where there is one, else the clipboard.

export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** The parts of `navigator` sharing uses (injectable for tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export interface ShareOptions {
  navigator?: ShareNavigator;
}

/** Words for each outcome, fit to show beside the button and to announce. */
export const SHARE_MESSAGES: Readonly<Record<ShareOutcome, string>> = {
  shared: 'Shared.',
  copied: 'Copied to the clipboard.',
  failed: 'Could not share. Select the text below and copy it.',
};

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Shares `text` with the system share sheet where the browser has one; otherwise, or when the share sheet
 * fails (not allowed in a frame, insecure page), copies it to the clipboard. A share sheet the player
 * closed resolves 'failed' without copying: they chose not to share. Never rejects.
 */
export async function shareResult(text: string, options: ShareOptions = {}): Promise<ShareOutcome> {
  const outcome = await shareOrCopy(text, options);
  return outcome === 'cancelled' ? 'failed' : outcome;
}

/** shareResult, telling a share sheet the player closed ('cancelled') apart from a failure. */
export async function shareOrCopy(text: string, options: ShareOptions = {}): Promise<ShareOutcome | 'cancelled'> {
  const nav: ShareNavigator | undefined = options.navigator ?? (typeof navigator === 'undefined' ? undefined : navigator);
  if (!nav) return 'failed';
  const data: ShareData = { text };
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Not allowed here: fall through to the clipboard.
    }
  }
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(text);
      return 'copied';
    } catch {
      // A blocked clipboard (permissions, lost user activation).
    }
  }
  return 'failed';
}
