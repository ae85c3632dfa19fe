// The result contract's rule for puzzles, the same in every puzzle's how-to-play (result/result-rules.ts).
// Drawn in the help dialog only: PuzzleGameFrame loads it with the dialog's chunk (deferred.ts).
import './puzzle-frame.css';

export function PuzzleRecordsNote() {
  return (
    <p className="gk-help__records">
      <strong>Records:</strong> a best time counts only a solve without hints. A daily solved with hints is still done, and its
      result says how many. Flawless means no hint and no mistake.
    </p>
  );
}
