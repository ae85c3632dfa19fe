import { canExchange } from './logic/game';
import { turnStatus } from './logic/status';
import { Rack, type RackProps } from './Rack';
import { TurnActions } from './TurnActions';
import type { ScrabbleGame } from './useScrabbleGame';

/** Beside the board: whose turn it is and what the placed tiles make, the rack, and the turn's actions. */
export function TurnPanel({ s, onSelectRack, onTilePointerDown }: { s: ScrabbleGame } & Pick<RackProps, 'onTilePointerDown'> & { onSelectRack: RackProps['onSelect'] }) {
  const { game, yourTurn, placement, knownInvalid } = s;
  const status = turnStatus({ game, placement, invalid: knownInvalid, thinking: s.thinking });
  return (
    <div className="ws-panel">
      <p className={`ws-status ws-status--${status.kind}`} data-testid="ws-status" data-turn={game.over ? 'over' : game.toMove}>
        {status.text}
      </p>
      <Rack rack={s.rack} pending={s.pending} selected={s.selected} disabled={!yourTurn} onSelect={onSelectRack} onTilePointerDown={onTilePointerDown} />
      <TurnActions
        yourTurn={yourTurn}
        canPlay={!!placement?.ok && !knownInvalid?.length}
        canRecall={s.pending.length > 0}
        canExchange={canExchange(game)}
        onPlay={s.play}
        onShuffle={s.shuffle}
        onRecall={s.recall}
        onExchange={() => s.setExchanging([])}
        onPass={s.pass}
        onHint={s.hint}
      />
    </div>
  );
}
