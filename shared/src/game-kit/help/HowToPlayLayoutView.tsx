// One short how-to-play for every game (issue 27 §3): a few lines of rules, a small example drawn with the
// game's own board, and the controls for the input in use: touch words on a touch screen ((pointer: coarse)),
// mouse words and the keys under a "Keyboard" heading elsewhere. Shown in the frame's help dialog, whose
// "Got it" stays in view (sticky actions). Games use it as HowToPlayLayout (HowToPlayLayout.tsx), which loads
// this view with the help dialog's chunk.
import type { ReactNode } from 'react';
import './help.css';

export interface HowToPlayKey {
  /** The key as drawn: 'Space', '← ↑ → ↓', or a combination 'Ctrl+Z' (each key its own box, joined by +). */
  keys: string;
  /** What they do: 'move', 'undo'. */
  does: string;
}

export interface HowToPlayLayoutProps {
  /** The rules: at most about six lines at a phone's width (two or three short sentences). */
  rules: ReactNode;
  /** The example: the game's own board, small and inert, in a solved or telling state. */
  example: ReactNode;
  /** What the example shows, read by screen readers instead of the board (which is inert). */
  exampleCaption: string;
  /** How to play by touch: 'Tap a cell once for ×, twice for a queen.' */
  touch: ReactNode;
  /** How to play with a mouse; the touch words when left out. */
  mouse?: ReactNode;
  /** The keys, shown under a "Keyboard" heading where the pointer is not a finger. */
  keyboard: readonly HowToPlayKey[];
  /** A last short line (records, options); kept short. */
  more?: ReactNode;
}

const keysOf = (keys: string) => (keys.length > 1 && keys.includes('+') ? keys.split('+') : [keys]);

export function HowToPlayLayoutView({ rules, example, exampleCaption, touch, mouse, keyboard, more }: HowToPlayLayoutProps) {
  return (
    <div className="gk-howto">
      <div className="gk-howto__rules" data-testid="howto-rules">
        {rules}
      </div>
      <figure className="gk-howto__example" data-testid="howto-example">
        {/* Drawn, not played: out of the tab order and the accessibility tree; the caption says what it shows. */}
        <div className="gk-howto__board" inert aria-hidden="true">
          {example}
        </div>
        <figcaption className="gk-howto__caption">{exampleCaption}</figcaption>
      </figure>
      <div className="gk-howto__controls gk-howto__controls--touch" data-testid="howto-touch">
        {touch}
      </div>
      <div className="gk-howto__controls gk-howto__controls--pointer" data-testid="howto-pointer">
        {mouse ?? touch}
      </div>
      <section className="gk-howto__controls gk-howto__controls--keyboard" data-testid="howto-keyboard" aria-labelledby="gk-howto-keyboard">
        <h3 id="gk-howto-keyboard" className="gk-howto__heading">
          Keyboard
        </h3>
        <dl className="gk-howto__keys">
          {keyboard.map(({ keys, does }) => (
            <div key={does} className="gk-howto__key">
              <dt>
                {keysOf(keys).map((key, i) => (
                  <span key={key}>
                    {i > 0 && '+'}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{does}</dd>
            </div>
          ))}
        </dl>
      </section>
      {more && <div className="gk-howto__more">{more}</div>}
    </div>
  );
}
