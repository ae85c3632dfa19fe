// Beside the pads: what to do now, the Sound switch, and the Casual option (three lives; a change starts a new game).
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import type { SequenceGame } from './logic/game';
import { statusText } from './status';
import type { Settings } from './stores';

export interface SequenceToolsProps {
  game: SequenceGame;
  settings: Settings;
  onSound: (on: boolean) => void;
  onCasual: (casual: boolean) => void;
}

export function SequenceTools({ game, settings, onSound, onCasual }: SequenceToolsProps) {
  return (
    <div className="sq-tools">
      <p className={`sq-status sq-status--${game.phase}`} data-testid="sq-status">
        {game.phase === 'input' && <span aria-hidden="true">▶ </span>}
        {statusText(game)}
      </p>
      <Switch label="Sound" checked={settings.sound} onChange={onSound} />
      <GameOptions>
        <Switch label="Casual" description="Three lives: a mistake replays the sequence. Starts a new game." checked={settings.casual} onChange={onCasual} />
      </GameOptions>
    </div>
  );
}
