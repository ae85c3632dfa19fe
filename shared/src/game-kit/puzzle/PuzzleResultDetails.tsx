// The details of a solved puzzle's result: the note on hints and Share with the share text. Drawn in the
// result panel only: usePuzzleSession loads it with the panel's chunk (deferred.ts), so the share code is not
// in a puzzle's first load.
import { ShareButton } from '../controls/ShareButton';
import { puzzleShareText, type PuzzleShareFacts } from './share-text';

export interface PuzzleResultDetailsProps {
  /** The note above Share, or null. */
  note: string | null;
  share: PuzzleShareFacts;
  onOutcome: (message: string) => void;
}

export function PuzzleResultDetails({ note, share, onOutcome }: PuzzleResultDetailsProps) {
  return (
    <>
      {note && <p className="gk-result__note">{note}</p>}
      <ShareButton text={puzzleShareText(share)} onOutcome={onOutcome} />
    </>
  );
}
