// The end of a game, beside the final board (wide screens) or as a sheet over the bottom of the screen that
// the player hides to look at the board and brings back (phones). Loaded in its own chunk the first time a
// game ends, like the frame's dialogs.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { loadDeferred } from './deferred';
import type { GameResult } from './ResultDialog';
import './result-panel.css';

/** Whether the panel is drawn as a sheet fixed over the bottom of the screen (narrow screens), not beside the board. */
function isSheet(panel: HTMLElement): boolean {
  return getComputedStyle(panel).position === 'fixed';
}

export interface ResultPanelProps {
  result: GameResult;
  /** Counts the results shown (a new one: the heading takes focus again); the same while the result stands. */
  showing: number;
  /** Hidden by the player (×, Escape): only the "Show result" control is left in its place. */
  hidden: boolean;
  onHide: () => void;
  onShow: () => void;
}

/**
 * The result's heading (focused when the result appears or comes back), its figures, the game's details (a
 * note, Share) and the actions in one row. Not modal: the final board stays in view and usable around it.
 */
/** The panel, once the deferred result parts the game uses (deferred.ts) are there too: what the frame renders. */
export const withParts = (): Promise<{ default: typeof ResultPanel }> => loadDeferred('result').then(() => ({ default: ResultPanel }));

export default function ResultPanel({ result, showing, hidden, onHide, onShow }: ResultPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const focusedOnce = useRef(false);

  const panelRef = useRef<HTMLElement>(null);

  // A new result, or the same one brought back, is read from its heading; hiding it leaves focus on
  // "Show result", where it is brought back.
  useEffect(() => {
    if (hidden) {
      if (focusedOnce.current && (document.activeElement === document.body || !document.activeElement)) showRef.current?.focus({ preventScroll: true });
      return;
    }
    focusedOnce.current = true;
    headingRef.current?.focus({ preventScroll: true });
    const panel = panelRef.current;
    const slot = panel?.parentElement;
    if (!panel || !slot || !isSheet(panel)) return;
    // A sheet over the screen's bottom: its place under the board is kept as tall as the sheet, and the page
    // scrolls that place down to the screen's bottom, so the board stands right above the sheet (never
    // scrolling the board's top away: then the player hides the sheet to see the rest).
    slot.style.minHeight = `${panel.offsetHeight}px`;
    const body = slot.previousElementSibling;
    if (!body) return;
    // The board ends where the body does, or where its message line starts (the sheet may cover that line).
    const message = body.querySelector('.gk-frame__message');
    const boardBottom = message ? message.getBoundingClientRect().top : body.getBoundingClientRect().bottom;
    const below = boardBottom + 4 - (window.innerHeight - panel.offsetHeight);
    const scroll = Math.min(below, body.getBoundingClientRect().top - 8);
    if (scroll > 0) window.scrollBy(0, scroll);
  }, [hidden, showing]);

  // The kept place follows the sheet (a share outcome line, a rotated phone), and goes when the panel does.
  useEffect(() => {
    const panel = panelRef.current;
    const slot = panel?.parentElement;
    if (hidden || !panel || !slot) return undefined;
    const keepPlace = () => {
      slot.style.minHeight = isSheet(panel) ? `${panel.offsetHeight}px` : '';
    };
    keepPlace();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepPlace);
    observer?.observe(panel);
    window.addEventListener('resize', keepPlace);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', keepPlace);
      slot.style.minHeight = '';
    };
  }, [hidden]);

  if (hidden) {
    return (
      <div className="gk-result-reopen" data-testid="result-reopen">
        <span className="gk-result-reopen__title">{result.title}</span>
        <button ref={showRef} type="button" className="gk-button gk-button--primary" onClick={onShow}>
          Show result
        </button>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    hideAndKeepFocus();
  };
  // Focus inside the panel would be lost with it: it moves to "Show result" (see the effect above).
  const hideAndKeepFocus = () => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    onHide();
  };
  const { title, lines, details, primaryAction, secondaryAction } = result;
  return (
    <section ref={panelRef} className="gk-result-panel" role="dialog" aria-labelledby={headingId} data-testid="result-panel" onKeyDown={onKeyDown}>
      <div className="gk-result-panel__header">
        <h2 ref={headingRef} id={headingId} className="gk-result-panel__title" tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="gk-icon-button" aria-label="Close" title="Hide the result (Esc) to look at the board" onClick={hideAndKeepFocus}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {lines && lines.length > 0 && (
        <dl className="gk-result__lines gk-result-panel__lines">
          {lines.map((line) => (
            <div key={line.label} className="gk-result__line">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(details || primaryAction || secondaryAction) && (
        <div className="gk-result-panel__foot">
          {details}
          {(primaryAction || secondaryAction) && (
            <div className="gk-result-panel__actions">
              {secondaryAction && (
                <button type="button" className="gk-button" onClick={secondaryAction.onClick}>
                  {secondaryAction.label}
                </button>
              )}
              {primaryAction && (
                <button type="button" className="gk-button gk-button--primary" onClick={primaryAction.onClick}>
                  {primaryAction.label}
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
