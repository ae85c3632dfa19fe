import { ToolbarButton, ToolIcon } from '@games/shared/game-kit/controls/Toolbar';

/** A toolbar button with a short visible label ("Up") and a full name for screen readers ("Move rung up"). */
function RungButton({ label, name, icon, keys, disabled, onClick }: { label: string; name: string; icon: string; keys: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="gk-button gk-toolbar__button" aria-label={name} title={`${name} (${keys.replace('Arrow', '')})`} aria-keyshortcuts={keys} disabled={disabled} onClick={onClick}>
      <ToolIcon path={icon} />
      <span aria-hidden="true">{label}</span>
    </button>
  );
}

/** The puzzle toolbar's own tools: move the active rung up or down (middle rungs, until the ladder is done), and the archive. */
export function RungTools({ canMove, onMove, onArchive }: { canMove: boolean; onMove: (step: -1 | 1) => void; onArchive: () => void }) {
  return (
    <>
      <RungButton label="Up" name="Move rung up" icon="M12 19V5M6 11l6-6 6 6" keys="Alt+ArrowUp" disabled={!canMove} onClick={() => onMove(-1)} />
      <RungButton label="Down" name="Move rung down" icon="M12 5v14M6 13l6 6 6-6" keys="Alt+ArrowDown" disabled={!canMove} onClick={() => onMove(1)} />
      <ToolbarButton label="Archive" icon="M4 5h16v4H4zM5 9v10h14V9M10 13h4" onClick={onArchive} />
    </>
  );
}
