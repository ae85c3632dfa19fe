import type { RefObject } from 'react';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { ROUND_MS, ROUND_PAIRS, type Round } from './logic/round';
import { LEVEL_LABEL, RELATION_HINT, RELATION_LABEL, type Settings } from './logic/settings';

export interface StartPanelProps {
  settings: Settings;
  daily: boolean;
  doneToday: boolean;
  best: number;
  played: number;
  /** The round just finished, if one. */
  lastRound: Round | null;
  startRef: RefObject<HTMLButtonElement | null>;
  onStart(): void;
}

/** Before a round: what it will be, the best and rounds played, the last round, and Start. */
export function StartPanel({ settings, daily, doneToday, best, played, lastRound, startRef, onStart }: StartPanelProps) {
  return (
    <div className="wm-start">
      <h2 className="wm-start__title">
        {daily ? `Daily round · ${RELATION_LABEL[settings.relation]}` : `${RELATION_LABEL[settings.relation]} · ${LEVEL_LABEL[settings.level]}${settings.hardcore ? ' · Hardcore' : ''}`}
      </h2>
      <p>{RELATION_HINT[settings.relation]}</p>
      <p className="wm-start__meta">
        {formatCountdown(ROUND_MS)} or {ROUND_PAIRS} pairs · best {best} · rounds played {played}
        {daily && doneToday ? ' · today’s daily done ✓' : ''}
      </p>
      {lastRound && (
        <p className="wm-start__last" data-testid="word-match-last">
          Last round: {lastRound.score} points, {lastRound.matched.length} pairs.
        </p>
      )}
      <button type="button" ref={startRef} className="gk-button gk-button--primary wm-start__button" onClick={onStart}>
        {lastRound ? 'Play again' : 'Start round'}
      </button>
    </div>
  );
}
