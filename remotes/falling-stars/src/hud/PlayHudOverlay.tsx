import { useSyncExternalStore } from 'react';
import type { PlayHud } from './playHud';
import type { ValueStore } from './valueStore';

/**
 * Level, combo and power-up timers as DOM text over the canvas (canvas text costs raster time every
 * frame). Hidden from assistive technology like the canvas: the live region announces these changes.
 */
export function PlayHudOverlay({ store }: { store: ValueStore<PlayHud> }) {
  const hud = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <div className="fstars-hud" aria-hidden="true">
      <p className="fstars-hud__level">Level {hud.level}</p>
      {hud.combo > 1 && (
        <p className={hud.multiplier > 1 ? 'fstars-hud__combo fstars-hud__combo--hot' : 'fstars-hud__combo'}>
          x{hud.multiplier}&nbsp;&nbsp;combo {hud.combo}
        </p>
      )}
      {hud.effects.length > 0 && (
        <ul className="fstars-hud__effects">
          {hud.effects.map((effect) => (
            <li key={effect.key} className={`fstars-hud__effect fstars-hud__effect--${effect.key}`}>
              <span className="fstars-hud__effect-label">{effect.label}</span>
              <span className="fstars-hud__bar">
                <span className="fstars-hud__bar-fill" style={{ transform: `scaleX(${effect.left})` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
