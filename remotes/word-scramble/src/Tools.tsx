import { Switch } from '@games/shared/game-kit/controls/Switch';
import { Toolbar, ToolbarButton, TOOL_ICONS } from '@games/shared/game-kit/controls/Toolbar';
import { HINT_COST } from './logic/levels';

const SHUFFLE_ICON = 'M4 7h3l10 10h3M4 17h3l3-3M14 10l3-3h3M18 4l3 3-3 3M18 14l3 3-3 3';
const SKIP_ICON = 'M5 5l8 7-8 7V5zM17 5v14';

export interface ToolsProps {
  /** The word is in play and not held: the word tools work. */
  canPlay: boolean;
  canHint: boolean;
  /** Hints taken on this word. */
  hints: number;
  /** The timer setting shown (the themed packs' own while a pack is chosen). */
  timerOn: boolean;
  onShuffle(): void;
  onHint(): void;
  onClear(): void;
  onSkip(): void;
  onTimer(on: boolean): void;
}

/** Beside the board: shuffle, hint, clear, skip, and the timer for the next round. */
export function Tools({ canPlay, canHint, hints, timerOn, onShuffle, onHint, onClear, onSkip, onTimer }: ToolsProps) {
  return (
    <Toolbar label="Word tools" className="scramble-tools">
      <ToolbarButton label="Shuffle" icon={SHUFFLE_ICON} onClick={onShuffle} disabled={!canPlay} keyshortcuts="Space" title="Shuffle (Space)" />
      <ToolbarButton label={`Hint −${HINT_COST}`} icon={TOOL_ICONS.hint} onClick={onHint} disabled={!canPlay || !canHint} count={hints} countLabel={`${hints} used`} />
      <ToolbarButton label="Clear" icon={TOOL_ICONS.clear} onClick={onClear} disabled={!canPlay} />
      <ToolbarButton label="Skip" icon={SKIP_ICON} onClick={onSkip} disabled={!canPlay} />
      <Switch label="Timer" checked={timerOn} onChange={onTimer} />
    </Toolbar>
  );
}
