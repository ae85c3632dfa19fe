// The frame's help dialog, in its own chunk: the frame loads it the first time it opens (the first visit's
// help), so no game pays for dialog code in its first load. The result is ResultPanel, in the board's layout.
import type { ReactNode, RefObject } from 'react';
import { loadDeferred } from './deferred';
import { Dialog } from './Dialog';

export interface FrameDialogsProps {
  helpOpen: boolean;
  onHelpClose: () => void;
  howToPlay: ReactNode;
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** The dialogs, once the deferred help parts the game uses (deferred.ts) are there too: what the frame renders. */
export const withParts = (): Promise<{ default: typeof FrameDialogs }> => loadDeferred('help').then(() => ({ default: FrameDialogs }));

export default function FrameDialogs({ helpOpen, onHelpClose, howToPlay, fallbackFocus }: FrameDialogsProps) {
  return (
    <>
      <Dialog
        open={helpOpen}
        onClose={onHelpClose}
        title="How to play"
        className="gk-help"
        fallbackFocus={fallbackFocus}
        actions={
          <button type="button" className="gk-button gk-button--primary" onClick={onHelpClose}>
            Got it
          </button>
        }
      >
        {howToPlay}
      </Dialog>
    </>
  );
}
