/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Catch the falling <strong>stars</strong> in your basket: a star is worth 10, a <strong>golden star</strong> 50. Catch
        several in a row to build a <strong>combo</strong>: every 5 in a row raise the multiplier (x2, x3… up to x5).
      </p>
      <p>
        Dodge the <strong>bombs</strong> (dark, with a red stripe). You have 3 lives: a bomb in the basket costs one, and so does a
        white star you let fall to the ground, so chase the stars while you dodge. A missed golden star costs nothing. Both break
        your combo. Things fall faster every 30 seconds.
      </p>
      <p>
        Power-ups: <strong>magnet</strong> pulls stars in, <strong>wide</strong> basket, <strong>slow-mo</strong>,{' '}
        <strong>shield</strong> (saves one life) and <strong>heart</strong> (an extra life).
      </p>
      <p>
        Move with the <strong>mouse</strong>, by <strong>dragging</strong> on the sky, or with <strong>← →</strong> / <strong>A D</strong>.{' '}
        <strong>Space</strong> or <strong>P</strong> starts and pauses; the game also pauses when you leave the tab.
      </p>
      <p>
        <strong>Calm effects</strong> turns off the screen shake and most sparks (as your system's reduce-motion setting does).
      </p>
    </>
  );
}
