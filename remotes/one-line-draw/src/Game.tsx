import type { GameProps } from '@games/shared/contracts';
import { GameFrame, shouldIgnoreGameKey, usePersistentState } from '@games/shared/game-kit';
import { ClearButton, HintButton, Toolbar, UndoButton } from '@games/shared/game-kit/controls/Toolbar';
import { pathCellAtPoint, retract, stepTo, usePathInput } from '@games/shared/game-kit/path';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { FigureView } from './Board';
import { dealer } from './dealer';
import { dotNeighbours, tracesNeeded } from './logic/figure';
import { cursorMove, dotAt, dotToward, KEY_DIRECTIONS } from './logic/keys';
import { DAILY_LEVEL, LEVELS, levelLabel, nextLevel, starsFor } from './logic/levels';
import { oneLineRules } from './logic/rules';
import { canStep, refusedStep, strokeRules, tracedCounts, tracesMade } from './logic/trace';
import { starsStore, type Stars } from './stores';
import './one-line-draw.css';

const loadLater = () => import('./later');
const HowToPlay = lazy(() => loadLater().then((later) => ({ default: later.HowToPlay })));
const LevelMapDialog = lazy(() => loadLater().then((later) => ({ default: later.LevelMapDialog })));

const starText = (stars: number) => '★'.repeat(stars) + '☆'.repeat(3 - stars);
const AGAINST_ARROW = 'That line is one way: trace it the way its arrow points.';

/**
 * One-line drawing: the kit's puzzle session keeps the figure of each level and the daily, the stroke (undo,
 * hints, clock, records, result); the kit's path input turns drags and taps into strokes; this view draws the
 * figure, the level map and the stars.
 */
export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || descriptor.slug;
  const game = usePuzzleSession({
    gameKey,
    title: 'One Line',
    rules: oneLineRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    bestKey: (session) => (session.mode === 'daily' ? 'daily' : session.level),
    deal: ({ mode, level, seed, signal }) => dealer.call({ mode, level, seed }, { signal }),
    describeMove: (_before, after, session) => `${tracesMade(after)} of ${tracesNeeded(session.puzzle)} lines traced.`,
    describeDeal: (session) =>
      `${session.mode === 'daily' ? 'Daily figure' : levelLabel(session.level)}: ${session.puzzle.dots.length} dots, ${tracesNeeded(session.puzzle)} lines to trace.`,
    shareLines: (session) => (session.mode === 'daily' ? [] : [`${starText(starsFor(session.hints))}`]),
    resultLines: (session) => (session.mode === 'daily' ? [] : [{ label: 'Stars', value: starText(starsFor(session.hints)) }]),
  });
  const [stars, setStars] = usePersistentState<Stars>(starsStore, {});
  const [mapOpen, setMapOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [cursor, setCursor] = useState<readonly [number, number]>([0, 0]);
  const figure = game.puzzle;
  const board = game.board;
  const stroke = useMemo(() => board ?? [], [board]);
  const playing = game.status === 'playing';
  const session = game.session;

  useEffect(() => void loadLater(), []);

  // A solved map level keeps its best stars.
  useEffect(() => {
    if (session?.status !== 'won' || session.mode !== 'unlimited') return;
    const earned = starsFor(session.hints);
    setStars((prior) => ((prior[session.level] ?? 0) >= earned ? prior : { ...prior, [session.level]: earned }));
  }, [session?.status, session?.mode, session?.level, session?.hints, setStars]);

  // The keyboard cursor starts on the figure's first dot.
  useEffect(() => {
    if (figure) setCursor(figure.dots[figure.solution[0] === 0 ? 1 % figure.dots.length : 0]);
  }, [figure]);

  const neighbours = useMemo(() => (figure ? dotNeighbours(figure) : []), [figure]);
  const rules = useMemo(() => (figure ? strokeRules(figure, stroke, neighbours) : null), [figure, stroke, neighbours]);
  const input = usePathInput({
    target: rules ? { rules, path: stroke, commit: (path) => game.play(path) } : null,
    enabled: playing,
  });
  const shown = input.drag ? input.drag.path : stroke;
  const counts = useMemo(() => (figure ? tracedCounts(figure, shown) : []), [figure, shown]);

  // Why the last move was refused, shown under the board and said once, until the stroke changes (a drag
  // held against an arrow would otherwise repeat it at every pointer move).
  const [note, setNote] = useState<{ text: string; stroke: readonly number[]; to: number } | null>(null);
  const shownNote = note && note.stroke === stroke ? note.text : null;
  const explain = (path: readonly number[], to: number): boolean => {
    if (!figure || refusedStep(figure, path, to) !== 'against-arrow') return false;
    if (note?.stroke !== stroke || note.to !== to) {
      setNote({ text: AGAINST_ARROW, stroke, to });
      game.announce(AGAINST_ARROW);
    }
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!figure || !playing || shouldIgnoreGameKey(event)) return;
    const direction = KEY_DIRECTIONS[event.key];
    if (stroke.length === 0) {
      if (direction) {
        event.preventDefault();
        const next = cursorMove(figure, cursor, direction);
        setCursor(next);
        const dot = dotAt(figure, next);
        game.announce(dot >= 0 ? `Dot at column ${next[0] + 1}, row ${next[1] + 1}, ${neighbours[dot].length} lines. Enter starts here.` : `Column ${next[0] + 1}, row ${next[1] + 1}: no dot.`);
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const dot = dotAt(figure, cursor);
        if (dot >= 0) game.play([dot]);
        else game.announce('No dot here to start from.');
      }
      return;
    }
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const back = retract(stroke);
      if (back) game.play(back);
      return;
    }
    if (!direction) return;
    event.preventDefault();
    const end = stroke[stroke.length - 1];
    const back = stroke.length >= 2 ? stroke[stroke.length - 2] : -1;
    const options = neighbours[end].filter((dot) => dot === back || canStep(figure, stroke, dot));
    const toward = dotToward(figure, end, options, direction);
    if (toward === 'ambiguous') game.announce('Two lines go that way: use Home, Page Up, End or Page Down for a diagonal.');
    else if (toward === null) {
      // A line that way which only its arrow forbids is said as such (and shown), not as no line at all.
      const blocked = dotToward(figure, end, neighbours[end].filter((dot) => dot !== back), direction);
      if (typeof blocked !== 'number' || !explain(stroke, blocked)) game.announce('No line left to trace that way.');
    }
    else {
      const next = stepTo(rules!, stroke, toward);
      if (next) game.play(next);
    }
  };

  // A tap on a dot one line from the stroke's end traces that line, also when the dot was visited before (the
  // path input alone would take the stroke back to that visit). Every other press goes to the path input.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const dot = Number((event.target as Element).closest?.('[data-cell]')?.getAttribute('data-cell'));
    const end = stroke[stroke.length - 1];
    if (figure && playing && stroke.length > 0 && Number.isInteger(dot) && dot !== end && neighbours[end]?.includes(dot) && canStep(figure, stroke, dot)) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      game.play([...stroke, dot]);
      return;
    }
    if (figure && playing && Number.isInteger(dot) && !stroke.includes(dot)) explain(stroke, dot);
    input.pointer.onPointerDown(event);
  };

  // A drag that reaches a dot only an arrow keeps it from is told why it stops there.
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    input.pointer.onPointerMove(event);
    const path = input.drag?.path;
    const dot = path?.length ? pathCellAtPoint(event.clientX, event.clientY) : null;
    if (path && dot !== null && dot !== path[path.length - 1]) explain(path, dot);
  };

  // The kit's result, with the stars earned and the way on to the next level.
  const kitResult = game.frameProps.result;
  const result = useMemo(() => {
    if (!kitResult || !session || session.mode !== 'unlimited') return kitResult;
    const next = nextLevel(session.level);
    const openMap = { label: 'Levels', onClick: () => setMapOpen(true) };
    // After the last level the map alone: never two buttons that do the same.
    return { ...kitResult, primaryAction: next ? { label: 'Next level', onClick: () => game.choose('unlimited', next) } : openMap, secondaryAction: next ? openMap : undefined };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands for its session's end
  }, [kitResult]);

  const label = game.mode === 'daily' ? 'Daily' : levelLabel(game.level);
  const levelStars = game.mode === 'unlimited' ? stars[game.level] ?? 0 : 0;
  const needed = figure ? tracesNeeded(figure) : 0;
  const keyCursor = focused && stroke.length === 0 && playing ? cursor : null;

  return (
    <GameFrame
      {...game.frameProps}
      result={result}
      onRestart={() => setMapOpen(true)}
      restartLabel="Levels"
      title={title}
      className="old"
      howToPlay={
        <Suspense fallback={<p>Loading…</p>}>
          <HowToPlay />
        </Suspense>
      }
      stats={[
        { label: label, value: `${tracesMade(shown)}/${needed}` },
        game.mode === 'daily'
          ? { label: 'Streak', value: `${game.streak}${game.dailyDoneToday ? ' ✓' : ''}` }
          : { label: 'Stars', value: <span aria-label={`${levelStars} of 3`}>{starText(levelStars)}</span> },
      ]}
      toolbar={
        <Toolbar label="Drawing tools">
          <UndoButton onClick={game.undo} disabled={!game.canUndo} />
          <ClearButton label="Reset" onClick={game.clear} disabled={!playing || stroke.length === 0} />
          <HintButton onClick={game.hint} disabled={!playing} used={session?.hints ?? 0} />
        </Toolbar>
      }
    >
      {game.status === 'dealing' && (
        <p className="old-status" role="status">
          Drawing the figure…
        </p>
      )}
      {game.status === 'failed' && (
        <div className="old-status" role="alert">
          <p>{game.failure}</p>
          <button type="button" className="gk-button gk-button--primary" onClick={game.retry}>
            Retry
          </button>
        </div>
      )}
      {figure && game.status !== 'dealing' && game.status !== 'failed' && (
        <>
          <div
            className="old-board"
            role="application"
            aria-roledescription="figure"
            aria-label={`${label}: a figure of ${figure.dots.length} dots and ${needed} lines to trace. ${tracesMade(stroke)} traced.${
              stroke.length ? '' : ' Arrows pick a dot, Enter starts the stroke there.'
            } Then arrows follow the lines.`}
            tabIndex={0}
            data-testid={descriptor.ready.testId}
            data-state={game.status}
            data-stroke={stroke.join(',')}
            data-level={game.mode === 'daily' ? 'daily' : game.level}
            onKeyDown={onKeyDown}
            onFocus={(event) => event.target === event.currentTarget && setFocused(true)}
            onBlur={() => setFocused(false)}
            {...input.pointer}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
          >
            <FigureView figure={figure} stroke={shown} counts={counts} hinted={game.shownHint?.cells ?? []} cursor={keyCursor} />
          </div>
          {shownNote && (
            <p className="old-note" data-testid="one-line-note">
              <span aria-hidden="true">⚠ </span>
              {shownNote}
            </p>
          )}
          {game.shownHint && (
            <p className="old-hint" data-testid="puzzle-hint">
              <strong>Hint:</strong> {game.shownHint.reason}
            </p>
          )}
        </>
      )}
      {mapOpen && (
        <Suspense fallback={null}>
          <LevelMapDialog
            open={mapOpen}
            onClose={() => setMapOpen(false)}
            stars={stars}
            current={game.mode === 'unlimited' ? game.level : null}
            dailyDone={game.dailyDoneToday}
            streak={game.streak}
            onDaily={() => {
              setMapOpen(false);
              game.choose('daily');
            }}
            onLevel={(level) => {
              setMapOpen(false);
              game.choose('unlimited', level);
            }}
          />
        </Suspense>
      )}
    </GameFrame>
  );
}
