// The frame's two dialogs, in their own chunk: the frame loads it the first time one opens (the first visit's
// help, a result), so no game pays for dialog code in its first load.
import type { ReactNode, RefObject } from 'react';
import { Dialog } from './Dialog';
import { ResultDialog, type GameResult } from './ResultDialog';

export interface FrameDialogsProps {
  helpOpen: boolean;
  onHelpClose: () => void;
  howToPlay: ReactNode;
  fallbackFocus: RefObject<HTMLElement | null>;
  result: GameResult | null;
  onResultClose: () => void;
}

export default function FrameDialogs({ helpOpen, onHelpClose, howToPlay, fallbackFocus, result, onResultClose }: FrameDialogsProps) {
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
      <ResultDialog result={result} onClose={onResultClose} />
    </>
  );
}
