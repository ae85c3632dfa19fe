export interface NumberPadProps {
  remaining: readonly number[];
  notesMode: boolean;
  disabled: boolean;
  onDigit: (digit: number) => void;
  onErase: () => void;
  onToggleNotes: () => void;
  onFillNotes: () => void;
}

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Digits 1–9 with how many of each are still to place, plus erase, notes and fill notes. */
export function NumberPad({ remaining, notesMode, disabled, onDigit, onErase, onToggleNotes, onFillNotes }: NumberPadProps) {
  return (
    <div className="sdk-pad" data-testid="sudoku-pad">
      <div className="sdk-pad__tools">
        <button type="button" className="gk-button sdk-pad__tool" onClick={onErase} disabled={disabled} aria-keyshortcuts="Backspace Delete 0">
          Erase
        </button>
        <button
          type="button"
          className="gk-button sdk-pad__tool"
          onClick={onToggleNotes}
          disabled={disabled}
          aria-pressed={notesMode}
          aria-keyshortcuts="N"
        >
          Notes <span className="sdk-pad__state">{notesMode ? 'On' : 'Off'}</span>
        </button>
        <button type="button" className="gk-button sdk-pad__tool" onClick={onFillNotes} disabled={disabled} title="Write every candidate into the notes">
          Fill notes
        </button>
      </div>
      <div className="sdk-pad__digits" role="group" aria-label={notesMode ? 'Note digits' : 'Digits'}>
        {DIGITS.map((digit) => {
          const left = remaining[digit - 1];
          const done = left === 0;
          return (
            <button
              key={digit}
              type="button"
              className={notesMode ? 'sdk-pad__digit sdk-pad__digit--notes' : 'sdk-pad__digit'}
              onClick={() => onDigit(digit)}
              disabled={disabled || (done && !notesMode)}
              data-digit={digit}
            >
              {/* The name comes from the visible text (plus hidden words), so speech input can say what it sees. */}
              {notesMode && <span className="gk-visually-hidden">Note </span>}
              <span className="sdk-pad__number">
                {digit}
                <span className="gk-visually-hidden">,</span>
              </span>
              <span className="sdk-pad__left">
                {done ? (
                  <>
                    <span aria-hidden="true">✓</span>
                    <span className="gk-visually-hidden">none</span>
                  </>
                ) : (
                  left
                )}
              </span>
              <span className="gk-visually-hidden"> left</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
