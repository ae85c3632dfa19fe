import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { formatDuration } from './formatDuration';
import { holdPlay } from './play-hold';
import type { GameResult } from './ResultDialog';
import { useBoardSpace, useIsomorphicLayoutEffect, type BoardSpace } from './useBoardSpace';
import { useFirstVisit } from './useFirstVisit';
import './game-kit.css';

export type { BoardSpace } from './useBoardSpace';

export interface GameStat {
  label: string;
  value: ReactNode;
}

/**
 * The board's message: the rule the board breaks now ('Row 1 has three suns in a row.', tone 'rule': drawn
 * with ⚠ and a red edge, never colour alone) or a short status ('Par 3 · best ★★', tone 'info').
 */
export interface BoardMessage {
  text: string;
  tone?: 'rule' | 'info';
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
  /** Score, best score, moves… shown in one line in the header. */
  stats?: ReadonlyArray<GameStat>;
  /** The mode and level control (one control), shown in the header beside "?" and the restart button. */
  controls?: ReactNode;
  /**
   * Game-specific tools (undo, hint, size, toggles): beside the board on wide screens, under it on narrow ones.
   * While the prop is given (even as `false`) its place is kept, so tools that come and go never move the board.
   * Under the board, all of it stays on the first screen unless the game's CSS sets `--gk-toolbar-reserve` (px).
   */
  toolbar?: ReactNode;
  /** Text for screen readers, read politely whenever it changes (see useAnnouncer). The frame holds the one live region. */
  announcement?: string;
  /**
   * The board's message line, right under the board, seen and read (once, when it changes: the line is its own
   * polite status region, so do not also announce its text). While the prop is given (even as null) its line
   * is kept, so a message that comes and goes never moves the board or the toolbar.
   */
  message?: BoardMessage | null;
  /**
   * The end-of-game summary, shown beside the final board on wide screens and as a sheet over the bottom of the
   * screen on phones (ResultPanel). The player may hide it (×, Escape) to look at the board and bring it back
   * ("Show result") while it stands. Set null when a new game starts: the next result (or one under another
   * title) shows again even if the player hid the last.
   */
  result?: GameResult | null;
  /**
   * @deprecated The frame no longer asks the game to clear its result: hiding it keeps it to be brought back.
   * Not called; a game clears its result when a new game starts.
   */
  onResultClose?: () => void;
  /** Hides the board behind a "Paused" cover (e.g. while the tab was hidden). */
  paused?: boolean;
  onResume?: () => void;
  /** Open how-to-play by itself on the player's first visit (default true). */
  showHowToPlayOnFirstVisit?: boolean;
  className?: string;
  children: ReactNode;
}

const BoardSpaceContext = createContext<BoardSpace | null>(null);

/**
 * The space the frame gives its board, in CSS pixels (null until measured, or outside a frame). A board drawn
 * in CSS uses the custom properties instead: --gk-board-size (the largest square), --gk-board-max-width and
 * --gk-board-max-height (the whole box, for a board that is not square).
 */
export function useFrameBoardSpace(): BoardSpace | null {
  return useContext(BoardSpaceContext);
}

// Each chunk comes with the deferred parts drawn inside it (deferred.ts: the how-to-play layout, a game's help),
// so they are there on its first render.
const loadDialogs = () => import(/* webpackChunkName: "game-kit-dialogs" */ './FrameDialogs').then((dialogs) => dialogs.withParts());
const FrameDialogs = lazy(loadDialogs);
const ResultPanel = lazy(() => import(/* webpackChunkName: "game-kit-result" */ './ResultPanel').then((panel) => panel.withParts()));

/**
 * The frame shared by every game, board first: a compact header (stats in one line, the mode/level control,
 * help and restart), the board sized to the space left on the first screen, the toolbar beside or under it,
 * the one live region, the pause cover and the result.
 */
export function GameFrame({
  gameKey,
  title,
  howToPlay,
  onRestart,
  restartLabel = 'New game',
  timerMs,
  stats,
  controls,
  toolbar,
  announcement = '',
  message,
  result,
  paused = false,
  onResume,
  showHowToPlayOnFirstVisit = true,
  className,
  children,
}: GameFrameProps) {
  const firstVisit = useFirstVisit(gameKey);
  const frameRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const hasToolbar = toolbar !== undefined && toolbar !== null;
  const hasMessage = message !== undefined;
  const space = useBoardSpace({ frame: frameRef, header: headerRef, body: bodyRef, toolbar: toolbarRef, message: messageRef }, hasToolbar, hasMessage);
  // Open from the first render on a first visit, so no clock starts under it (the hold below).
  const [helpOpen, setHelpOpen] = useState(() => showHowToPlayOnFirstVisit && !firstVisit.seen);
  // A result the player hid stays hidden (with "Show result" in its place) until another one comes: after none
  // (a new game cleared it) or under another title. Not by object identity: many games build theirs each render.
  const resultKey = result ? result.title : null;
  const [shownResult, setShownResult] = useState<{ key: string | null; showing: number; hidden: boolean }>({ key: null, showing: 0, hidden: false });
  if (shownResult.key !== resultKey) {
    setShownResult({ key: resultKey, showing: resultKey === null ? shownResult.showing : shownResult.showing + 1, hidden: false });
  }
  const resultHidden = shownResult.hidden;
  const setResultHidden = (hidden: boolean) => setShownResult((now) => ({ ...now, hidden }));

  // While the rules are read, play is held: every kit clock stops (play-hold.ts). A layout effect, so the hold
  // is in place before the game's own effects start a clock in the same commit.
  useIsomorphicLayoutEffect(() => {
    if (helpOpen) return holdPlay();
    return undefined;
  }, [helpOpen]);
  // The dialogs' chunk is asked for the first time one opens, then stays (closing animates, focus returns).
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && helpOpen) setDialogsWanted(true);

  // The help's chunk is fetched while the page is idle, so "?" opens it at once (no loading flash).
  useEffect(() => {
    const fetchHelp = () => void loadDialogs().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(fetchHelp, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(fetchHelp, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  const closeHelp = () => {
    setHelpOpen(false);
    firstVisit.markSeen();
  };

  const hasStats = timerMs !== undefined || (stats && stats.length > 0);
  const spaceStyle = space
    ? ({
        '--gk-board-size': `${space.size}px`,
        '--gk-board-max-width': `${space.width}px`,
        '--gk-board-max-height': `${space.height}px`,
      } as CSSProperties)
    : undefined;
  const classes = [
    'gk-frame',
    hasToolbar && 'gk-frame--with-toolbar',
    result && 'gk-frame--with-result',
    space && 'gk-frame--measured',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // tabIndex -1: the first-visit help hands focus here on close, so the next Tab enters the game.
    <section ref={frameRef} className={classes} style={spaceStyle} aria-label={title} tabIndex={-1}>
      <header ref={headerRef} className="gk-frame__header">
        {/* The host page already shows the title as its h1; the frame names its region for assistive tech. */}
        <h2 className="gk-frame__title gk-visually-hidden">{title}</h2>
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
        <div className="gk-frame__actions">
          {controls && <div className="gk-frame__controls">{controls}</div>}
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

      <div className="gk-frame__main">
        <div ref={bodyRef} className="gk-frame__body">
          <BoardSpaceContext.Provider value={space}>
            <div className={paused ? 'gk-frame__content gk-frame__content--hidden' : 'gk-frame__content'} inert={paused} aria-hidden={paused || undefined}>
              {children}
              {hasMessage && (
                <p
                  ref={messageRef}
                  className={`gk-frame__message${message ? ` gk-frame__message--${message.tone ?? 'rule'}` : ''}`}
                  role="status"
                  aria-atomic="true"
                  data-testid="game-message"
                  data-tone={message ? (message.tone ?? 'rule') : undefined}
                >
                  {message && (message.tone ?? 'rule') === 'rule' && (
                    <span className="gk-frame__message-icon" aria-hidden="true">
                      ⚠
                    </span>
                  )}
                  {message?.text}
                </p>
              )}
            </div>
          </BoardSpaceContext.Provider>
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
        {result && (
          <div className="gk-frame__result">
            <Suspense fallback={null}>
              <ResultPanel
                result={result}
                showing={shownResult.showing}
                hidden={resultHidden}
                onHide={() => setResultHidden(true)}
                onShow={() => setResultHidden(false)}
              />
            </Suspense>
          </div>
        )}
        {hasToolbar && (
          <div ref={toolbarRef} className="gk-frame__toolbar">
            {toolbar}
          </div>
        )}
      </div>

      {/* The game's one live region: present from the start, so the first announcement is read too. */}
      <p className="gk-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="game-announcement">
        {announcement}
      </p>

      {dialogsWanted && (
        <Suspense fallback={null}>
          <FrameDialogs
            helpOpen={helpOpen}
            onHelpClose={closeHelp}
            howToPlay={howToPlay}
            fallbackFocus={frameRef}
          />
        </Suspense>
      )}
    </section>
  );
}
