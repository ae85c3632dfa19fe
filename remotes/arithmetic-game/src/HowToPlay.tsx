/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Solve as many sums as you can before the clock runs out (<strong>2 minutes</strong> in the Standard game). Type the answer: the
        next problem comes <strong>as soon as the answer is right</strong>, no Enter needed. A wrong answer just waits for you to fix it.
      </p>
      <p>
        Presets: <strong>Kids</strong> (1–10, + and − only), <strong>Standard</strong> (Zetamac’s: 2–100 + 2–100, 2–12 × 2–100, with −
        and ÷ as their reverses), <strong>Hard</strong> (bigger numbers, answers below zero) and <strong>Custom</strong> (your operators,
        ranges and length; a strict mode where Enter on a wrong answer costs a point).
      </p>
      <p>
        Keyboard: digits, <kbd>-</kbd> for minus, <kbd>Backspace</kbd> to erase, <kbd>Esc</kbd> quits the round. On a touch screen use the
        number pad under the problem. The clock pauses when you leave the tab.
      </p>
      <p>Your best score is kept for each preset, with a chart of your recent scores.</p>
    </>
  );
}
