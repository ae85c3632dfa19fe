/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        <strong>Watch</strong> the pads light up one after another (each lit pad shows <strong>●</strong> and the step's number), then{' '}
        <strong>repeat the sequence</strong> when it says “Your turn”. Presses are ignored while the sequence plays.
      </p>
      <p>
        Each round replays the same sequence plus one new step. Your level is the longest sequence you repeated. A mistake ends the
        game; turn on <strong>Casual</strong> for three lives (a mistake replays the sequence).
      </p>
      <p>
        Modes: Simon's 4 pads (slow), a 3×3 grid, a fast 4×4 grid, and Reverse, where you repeat the sequence backwards. Every pad has its
        own place and its own tone (turn Sound on); the best level of each mode is kept.
      </p>
      <p>
        Keyboard: the letter on each pad (Q W E / A S D / Z X C…), the numeric keypad on the 3×3 grid, or arrow keys and{' '}
        <kbd>Enter</kbd>/<kbd>Space</kbd>.
      </p>
    </>
  );
}
