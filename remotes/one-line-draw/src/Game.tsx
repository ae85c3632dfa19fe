import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { ClearButton, HintButton, Toolbar, UndoButton } from '@games/shared/game-kit/controls/Toolbar';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { FigureView } from './Board';
import { DealStatus } from './DealStatus';
import { levelMapPanel } from '@games/shared/game-kit/levels/LevelMapPanel';
import { tracesNeeded } from './logic/figure';
import { levelLabel } from './logic/levels';
import { starText } from '@games/shared/game-kit/levels/stars';
import { tracesMade } from './logic/trace';
import { useOneLineGame } from './useOneLineGame';
import { useRefusalNote } from './useRefusalNote';
import { useStrokeInput } from './useStrokeInput';
import { useStrokeKeys } from './useStrokeKeys';
import './one-line-draw.css';

const loadLater = () => import('./later');
const HowToPlay = lazy(() => loadLater().then((later) => ({ default: later.HowToPlay })));
const LevelMapPanel = levelMapPanel(() => loadLater().then((later) => later.LevelMapDialog));

/**
 * One-line drawing: the session (useOneLineGame) keeps the figure, the stroke and the stars; the kit's path
 * input and the board's keys turn drags, taps and keys into strokes; this view draws the figure and the level map.
 */
export default function Game({ slug, title }: GameProps) {
  const { game, stars, result, mapOpen, setMapOpen } = useOneLineGame(slug || descriptor.slug);
  const [focused, setFocused] = useState(false);
  const figure = game.puzzle;
  const board = game.board;
  const stroke = useMemo(() => board ?? [], [board]);
  const playing = game.status === 'playing';

  useEffect(() => void loadLater(), []);

  const { shownNote, explain } = useRefusalNote(figure, stroke, game.announce);
  const { neighbours, rules, shown, counts, pointer } = useStrokeInput({ figure, stroke, playing, play: game.play, explain });
  const { cursor, onKeyDown } = useStrokeKeys({ figure, stroke, neighbours, rules, playing, play: game.play, announce: game.announce, explain });

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
          <HintButton onClick={game.hint} disabled={!playing} used={game.session?.hints ?? 0} />
        </Toolbar>
      }
    >
      <DealStatus game={game} />
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
            {...pointer}
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
      {mapOpen && <LevelMapPanel game={game} stars={stars} onClose={() => setMapOpen(false)} />}
    </GameFrame>
  );
}
