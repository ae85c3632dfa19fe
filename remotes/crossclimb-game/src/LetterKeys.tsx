const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * The on-screen keyboard for touch and mouse: letters and erase. Keys keep the focus where it is (on the
 * rung) and stay out of the Tab order: a physical keyboard types the same letters.
 */
export function LetterKeys({ onLetter, onErase, disabled }: { onLetter: (letter: string) => void; onErase: () => void; disabled: boolean }) {
  const keep = (event: React.MouseEvent) => event.preventDefault();
  return (
    <div className="cc-keys" role="group" aria-label="On-screen keyboard">
      {ROWS.map((row, r) => (
        <div className="cc-keys__row" key={row}>
          {[...row].map((letter) => (
            <button key={letter} type="button" className="cc-key" tabIndex={-1} disabled={disabled} onMouseDown={keep} onClick={() => onLetter(letter)} data-key={letter}>
              {letter.toUpperCase()}
            </button>
          ))}
          {r === 2 && (
            <button type="button" className="cc-key cc-key--wide" tabIndex={-1} disabled={disabled} onMouseDown={keep} onClick={onErase} aria-label="Erase" data-key="erase">
              ⌫
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
