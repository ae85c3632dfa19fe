import type { Flash } from './logic/feedback';

/** Above the tiles: the word being built, else what the last try did, else a prompt. */
export function WordLine({ building, flash }: { building: string; flash: Flash | null }) {
  return (
    <div className="qt-word" data-testid="quartiles-word">
      {building ? building.toUpperCase() : flash ? <span className={`qt-flash qt-flash--${flash.tone}`}>{flash.text}</span> : <span className="qt-word__empty">Pick 1–4 tiles</span>}
    </div>
  );
}
