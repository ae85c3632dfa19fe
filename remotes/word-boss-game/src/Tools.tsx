import { Switch } from '@games/shared/game-kit/controls/Switch';
import { Toolbar, ToolbarButton, TOOL_ICONS } from '@games/shared/game-kit/controls/Toolbar';

const SHUFFLE_ICON = 'M4 7h3l10 10h3M4 17h3l3-3M14 10l3-3h3M18 4l3 3-3 3M18 14l3 3-3 3';
const LAST_ICON = 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3';
const ENTER_ICON = 'M20 5v7a3 3 0 0 1-3 3H6M10 11l-4 4 4 4';
const END_ICON = 'M6 6h12v12H6z';

export interface ToolsProps {
  /** A round in play and not held. */
  canPlay: boolean;
  hasEntry: boolean;
  hasLastWord: boolean;
  timed: boolean;
  onEnter(): void;
  onShuffle(): void;
  onLastWord(): void;
  onClear(): void;
  onEndRound(): void;
  onTimed(on: boolean): void;
}

/** The word tools: Enter, Shuffle, Last word, Clear, End round, and the Timer switch (from the next game). */
export function Tools({ canPlay, hasEntry, hasLastWord, timed, onEnter, onShuffle, onLastWord, onClear, onEndRound, onTimed }: ToolsProps) {
  return (
    <Toolbar label="Word tools" className="boss-tools">
      <ToolbarButton label="Enter" icon={ENTER_ICON} onClick={onEnter} disabled={!canPlay || !hasEntry} keyshortcuts="Enter" title="Try the word (Enter)" />
      <ToolbarButton label="Shuffle" icon={SHUFFLE_ICON} onClick={onShuffle} disabled={!canPlay} keyshortcuts="Space" title="Shuffle (Space)" />
      <ToolbarButton label="Last word" icon={LAST_ICON} onClick={onLastWord} disabled={!canPlay || !hasLastWord} />
      <ToolbarButton label="Clear" icon={TOOL_ICONS.clear} onClick={onClear} disabled={!canPlay || !hasEntry} />
      <ToolbarButton label="End round" icon={END_ICON} onClick={onEndRound} disabled={!canPlay} />
      <Switch label="Timer" checked={timed} onChange={onTimed} />
    </Toolbar>
  );
}
