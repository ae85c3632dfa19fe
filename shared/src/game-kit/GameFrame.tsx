import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import { formatDuration } from './formatDuration';
import { ResultDialog, type GameResult } from './ResultDialog';
import { useFirstVisit } from './useFirstVisit';
import './game-kit.css';

export interface GameStat {
  label: string;
  value: ReactNode;
}

export interface GameFrameProps {
  /** Storage namespace for this game, normally its slug (remembers that how-to-play was seen). */
  gameKey: string;
  title: string;
  howToPlay: ReactNode;
  onRestart?: () => void;
  /** Defaults to 'New game'. */
  restartLabel?: string;
  /** Elapsed play time; shown as a timer when given. */
  timerMs?: number;
  /** Score, best score, moves… shown as small cards. */
  stats?: ReadonlyArray<GameStat>;
  /** Game-specific controls (difficulty, size, toggles). */
  toolbar?: ReactNode;
  /**
   * The end-of-game summary, shown in a dialog. Dismissing it hides this object until a different
   * one arrives, so keep the same object while the result stands (useMemo) or clear it in onResultClose.
   */
  result?: GameResult | null;
  /** Called when the result dialog is dismissed without choosing an action. */
  onResultClose?: () => void;
  /** Hides the board behind a "Paused" cover (e.g. while the tab was hidden). */
  paused?: boolean;
  onResume?: () => void;
  /** Open how-to-play by itself on the player's first visit (default true). */
  showHowToPlayOnFirstVisit?: boolean;
  className?: string;
  children: ReactNode;
}

/** The frame shared by every game: title, help, restart, stats, toolbar, body, pause cover and result. */
export function GameFrame({
  gameKey,
  title,
  howToPlay,
  onRestart,
  restartLabel = 'New game',
  timerMs,
  stats,
  toolbar,
  result,
  onResultClose,
  paused = false,
  onResume,
  showHowToPlayOnFirstVisit = true,
  className,
  children,
}: GameFrameProps) {
  const firstVisit = useFirstVisit(gameKey);
  const frameRef = useRef<HTMLElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // A result the player dismissed stays hidden until the game reports a different one.
  const [dismissedResult, setDismissedResult] = useState<GameResult | null>(null);
  const shownResult = result && result !== dismissedResult ? result : null;
  const closeResult = () => {
    setDismissedResult(result ?? null);
    onResultClose?.();
  };

  useEffect(() => {
    if (showHowToPlayOnFirstVisit && !firstVisit.seen) setHelpOpen(true);
    // Only on arrival: later changes of `seen` come from closing this very dialog.
  }, []);

  const closeHelp = () => {
    setHelpOpen(false);
    firstVisit.markSeen();
  };

  const hasStats = timerMs !== undefined || (stats && stats.length > 0);

  return (
    // tabIndex -1: the first-visit help hands focus here on close, so the next Tab enters the game.
    <section ref={frameRef} className={className ? `gk-frame ${className}` : 'gk-frame'} aria-label={title} tabIndex={-1}>
      <header className="gk-frame__header">
        {/* The host page already shows the title as its h1; the frame names its region for assistive tech. */}
        <h2 className="gk-frame__title gk-visually-hidden">{title}</h2>
        <div className="gk-frame__actions">
          <button
            type="button"
            className="gk-button gk-button--icon"
            aria-label="How to play"
            title="How to play"
            onClick={() => setHelpOpen(true)}
          >
            <span aria-hidden="true">?</span>
          </button>
          {onRestart && (
            <button type="button" className="gk-button gk-button--primary" onClick={onRestart}>
              {restartLabel}
            </button>
          )}
        </div>
      </header>

      {hasStats && (
        <dl className="gk-frame__stats">
          {timerMs !== undefined && (
            <div className="gk-stat">
              <dt className="gk-stat__label">Time</dt>
              {/* role=timer sits inside the dd: on the dd itself it would break the list's dt/dd structure. */}
              <dd className="gk-stat__value">
                <span role="timer" aria-live="off">
                  {formatDuration(timerMs)}
                </span>
              </dd>
            </div>
          )}
          {stats?.map((stat) => (
            <div className="gk-stat" key={stat.label}>
              <dt className="gk-stat__label">{stat.label}</dt>
              <dd className="gk-stat__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {toolbar && <div className="gk-frame__toolbar">{toolbar}</div>}

      <div className="gk-frame__body">
        <div className={paused ? 'gk-frame__content gk-frame__content--hidden' : 'gk-frame__content'} inert={paused} aria-hidden={paused || undefined}>
          {children}
        </div>
        {paused && (
          <div className="gk-pause" role="status">
            <p className="gk-pause__title">Paused</p>
            {onResume && (
              <button type="button" className="gk-button gk-button--primary" onClick={onResume}>
                Resume
              </button>
            )}
          </div>
        )}
      </div>

      <Dialog
        open={helpOpen}
        onClose={closeHelp}
        title="How to play"
        className="gk-help"
        fallbackFocus={frameRef}
        actions={
          <button type="button" className="gk-button gk-button--primary" onClick={closeHelp}>
            Got it
          </button>
        }
      >
        {howToPlay}
      </Dialog>

      <ResultDialog result={shownResult} onClose={closeResult} />
    </section>
  );
}
