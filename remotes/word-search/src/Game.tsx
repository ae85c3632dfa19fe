import { seededPuzzleFromUrl } from '../../../shared/src/game-kit/url-options';
import { dailySeed, formatDuration, GameFrame, useGameTimer, usePersistentState, type GameResult } from '@games/shared/game-kit';
import type { GameProps } from '@games/shared/contracts';
import { useWordData } from '../../../shared/src/game-kit/word-data';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Board } from './Board';
import { THEMES_URL } from './dataUrl';
import { HowToPlay } from './HowToPlay';
import { loadGenerator } from './loadGenerator';
import type { Cell } from './logic/cells';
import { DIFFICULTIES, DIFFICULTY_RULES, isDifficulty, type Difficulty } from './logic/difficulty';
import { isComplete, markFound, newGameState, takeHint, type GameState } from './logic/progress';
import { DEFAULT_SETTINGS } from './logic/save';
import { recordDaily, recordTime, scoreFor, type BestTimes, type DailyRecord } from './logic/scoring';
import { lineDirection, lineText, matchSelection } from './logic/selection';
import { isThemeData } from './logic/themes';
import { bestTimesStore, dailyStore, GAME_KEY, gameStore, settingsStore } from './stores';
import { WordList } from './WordList';
import './wordSearch.css';

type Mode = 'daily' | 'unlimited';

/** What puzzle to show: generated once the word data and the generator have loaded. */
interface Request {
  mode: Mode;
  difficulty: Difficulty;
  seed: string;
  date: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const randomSeed = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function dailyRequest(): Request {
  return { mode: 'daily', difficulty: 'medium', seed: dailySeed(GAME_KEY, new Date()), date: today() };
}

/** `?seed=…&difficulty=…` plays a reproducible unlimited puzzle (tests, shared links). */
function requestFromUrl(): Request | null {
  const seeded = seededPuzzleFromUrl(isDifficulty);
  return seeded && { mode: 'unlimited', difficulty: seeded.difficulty ?? 'medium', seed: seeded.seed, date: '' };
}

/** The saved game answering a request, if any (a saved daily only counts on its own day). */
function savedFor(request: Request, anySeed: boolean): GameState | null {
  const saved = gameStore(request.mode, request.difficulty).load();
  if (!saved || saved.puzzle.difficulty !== request.difficulty) return null;
  if (request.mode === 'daily') return saved.date === request.date ? saved : null;
  return anySeed || saved.puzzle.seed === request.seed ? saved : null;
}

const gameKeyOf = (game: GameState | null) => (game ? `${game.mode}:${game.puzzle.difficulty}:${game.puzzle.seed}` : '');

const pickRandom = { pick: <T,>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] };

export default function Game({ slug, title }: GameProps) {
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [bestTimes, setBestTimes] = usePersistentState<BestTimes>(bestTimesStore, {});
  const [daily, setDaily] = usePersistentState<DailyRecord>(dailyStore, {});
  const words = useWordData(THEMES_URL, isThemeData);

  const [initial] = useState(() => {
    const fromUrl = requestFromUrl();
    const request = fromUrl ?? (settings.mode === 'daily' ? dailyRequest() : { mode: 'unlimited' as const, difficulty: settings.difficulty, seed: randomSeed(), date: '' });
    return { request, game: savedFor(request, !fromUrl) };
  });
  const [game, setGame] = useState<GameState | null>(initial.game);
  const [pending, setPending] = useState<Request | null>(initial.game ? null : initial.request);
  const [generatorError, setGeneratorError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [hintCell, setHintCell] = useState<Cell | null>(null);

  const complete = game ? isComplete(game) : false;
  // The clock starts with the first touch of the grid (or a hint), not while the player reads the help.
  const [startedKey, setStartedKey] = useState('');
  const timer = useGameTimer({
    running: Boolean(game) && !complete && (startedKey === gameKeyOf(game) || (game?.elapsedMs ?? 0) > 0),
    initialElapsedMs: game?.elapsedMs ?? 0,
  });
  const start = () => setStartedKey(gameKeyOf(game));

  // A new or restored game resets the clock to its own time (adjusting state during render, React's pattern).
  const gameKey = gameKeyOf(game);
  const [timerKey, setTimerKey] = useState(gameKey);
  if (timerKey !== gameKey) {
    setTimerKey(gameKey);
    timer.setElapsedMs(game?.elapsedMs ?? 0);
  }

  // Load the generator chunk alongside the data as soon as the game opens.
  useEffect(() => {
    loadGenerator().catch(() => undefined);
  }, []);

  // Build the requested puzzle once both have arrived.
  const themes = words.status === 'ready' ? words.data.themes : null;
  useEffect(() => {
    if (!pending || !themes) return;
    let live = true;
    loadGenerator().then(
      ({ generatePuzzle, themeForSeed }) => {
        if (!live) return;
        try {
          const theme = themeForSeed(themes, pending.seed);
          const puzzle = generatePuzzle({ theme, difficulty: pending.difficulty, seed: pending.seed });
          setGame(newGameState(puzzle, pending.mode, pending.date));
          setPending(null);
          setGeneratorError(null);
          setAnnouncement(`New ${DIFFICULTY_RULES[pending.difficulty].label} puzzle: ${theme.name}, ${puzzle.placements.length} words.`);
        } catch {
          setGeneratorError('This puzzle could not be built. Try a new one.');
        }
      },
      () => live && setGeneratorError('The puzzle maker could not be loaded. Check your connection and try again.'),
    );
    return () => {
      live = false;
    };
  }, [pending, themes]);

  // Save as you play: every found word and hint, and the clock every second.
  const second = Math.floor(timer.elapsedMs / 1000);
  useEffect(() => {
    if (!game || timerKey !== gameKey) return;
    gameStore(game.mode, game.puzzle.difficulty).save({ ...game, elapsedMs: complete ? game.elapsedMs : timer.elapsedMs });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, second, timerKey, gameKey]);

  const open = useCallback((request: Request, restore: boolean) => {
    setHintCell(null);
    setGeneratorError(null);
    const saved = restore ? savedFor(request, true) : null;
    if (saved) {
      setGame(saved);
      setPending(null);
      setAnnouncement(`${saved.puzzle.themeName}: ${saved.found.length} of ${saved.puzzle.placements.length} words found.`);
    } else {
      setGame(null);
      setPending(request);
    }
  }, []);

  const chooseMode = (mode: Mode) => {
    setSettings((s) => ({ ...s, mode }));
    open(mode === 'daily' ? dailyRequest() : { mode, difficulty: settings.difficulty, seed: randomSeed(), date: '' }, true);
  };
  const chooseDifficulty = (difficulty: Difficulty) => {
    setSettings({ mode: 'unlimited', difficulty });
    open({ mode: 'unlimited', difficulty, seed: randomSeed(), date: '' }, true);
  };
  const newPuzzle = () => {
    // Keep the level being played; from the daily puzzle, go back to the chosen unlimited level.
    const level = game?.mode === 'unlimited' ? game.puzzle.difficulty : settings.difficulty;
    setSettings({ mode: 'unlimited', difficulty: level });
    open({ mode: 'unlimited', difficulty: level, seed: randomSeed(), date: '' }, false);
  };

  const onSelect = (cells: Cell[]) => {
    if (!game || complete || cells.length < 2) return false;
    const rules = DIFFICULTY_RULES[game.puzzle.difficulty];
    const placement = matchSelection(game.puzzle.rows, game.puzzle.placements, cells, rules.directions);
    const text = lineText(game.puzzle.rows, cells);
    if (!placement) {
      const dir = lineDirection(cells);
      const backwardsWord = game.puzzle.placements.some((p) => p.word === text.split('').reverse().join(''));
      setAnnouncement(
        dir && !rules.directions.includes(dir) && backwardsWord
          ? `${rules.label} words do not run that way. Select from the first letter.`
          : `${text} is not one of the words.`,
      );
      return false;
    }
    if (game.found.some((f) => f.word === placement.word)) {
      setAnnouncement(`${placement.word} is already found.`);
      return true;
    }
    let next = markFound(game, placement);
    const total = next.puzzle.placements.length;
    if (isComplete(next)) {
      next = { ...next, elapsedMs: timer.elapsedMs };
      setBestTimes((best) => recordTime(best, next.puzzle.difficulty, next.elapsedMs));
      if (next.mode === 'daily') setDaily((record) => recordDaily(record, next.date, next.elapsedMs, next.hints));
      setAnnouncement(`Found ${placement.word}. All ${total} words found in ${formatDuration(next.elapsedMs)}!`);
    } else {
      setAnnouncement(`Found ${placement.word}, ${next.found.length} of ${total}.`);
    }
    if (hintCell) setHintCell(null);
    setGame(next);
    return true;
  };

  const hint = () => {
    if (!game || complete) return;
    const taken = takeHint(game, pickRandom);
    if (!taken) return;
    start();
    setGame(taken.state);
    setHintCell(taken.cell);
    setAnnouncement(`Hint: a word starts at row ${taken.cell.row + 1}, column ${taken.cell.col + 1}.`);
  };
  useEffect(() => {
    if (!hintCell) return;
    const t = setTimeout(() => setHintCell(null), 2600);
    return () => clearTimeout(t);
  }, [hintCell]);

  const difficulty = game?.puzzle.difficulty ?? pending?.difficulty ?? settings.difficulty;
  const best = bestTimes[difficulty];
  const result = useMemo<GameResult | null>(() => {
    if (!game || !complete) return null;
    const lines = [
      { label: 'Time', value: formatDuration(game.elapsedMs) },
      { label: 'Hints', value: game.hints },
      { label: 'Score', value: scoreFor(game.puzzle.placements.map((p) => p.word), game.hints) },
    ];
    if (best !== undefined) lines.push({ label: `Best (${DIFFICULTY_RULES[game.puzzle.difficulty].label})`, value: formatDuration(best) });
    return {
      title: game.mode === 'daily' ? 'Daily puzzle solved!' : 'Puzzle solved!',
      lines,
      primaryAction: { label: 'New puzzle', onClick: newPuzzle },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game?.puzzle, complete, game?.elapsedMs, game?.hints, best]);

  const mode: Mode = game?.mode ?? pending?.mode ?? settings.mode;
  const dailyDone = Boolean(daily[today()]);
  const placements = game?.puzzle.placements ?? [];
  const foundPlacements = game
    ? game.found.flatMap((f) => {
        const placement = placements.find((p) => p.word === f.word);
        return placement ? [{ placement, colour: f.colour }] : [];
      })
    : [];

  const toolbar = (
    <>
      <div className="ws-modes" role="group" aria-label="Puzzle">
        <button type="button" className="gk-button" aria-pressed={mode === 'daily'} onClick={() => chooseMode('daily')}>
          Daily{dailyDone ? ' ✓' : ''}
          {dailyDone && <span className="gk-visually-hidden"> (done today)</span>}
        </button>
        <button type="button" className="gk-button" aria-pressed={mode === 'unlimited'} onClick={() => chooseMode('unlimited')}>
          Unlimited
        </button>
      </div>
      <label className="ws-difficulty">
        <span>Level</span>
        <select
          className="gk-button"
          value={difficulty}
          disabled={mode === 'daily'}
          onChange={(event) => isDifficulty(event.target.value) && chooseDifficulty(event.target.value)}
        >
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {DIFFICULTY_RULES[d].label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="gk-button" onClick={hint} disabled={!game || complete}>
        Hint
      </button>
    </>
  );

  let body;
  if (game) {
    const rules = DIFFICULTY_RULES[game.puzzle.difficulty];
    body = (
      <div className="ws-play" data-testid="word-search" data-state={complete ? 'won' : 'playing'} data-found={game.found.length} data-total={placements.length}>
        <p className="ws-theme">
          <span className="ws-theme__label">Theme</span> <strong>{game.puzzle.themeName}</strong>
          <span className="ws-theme__meta">
            {' '}
            · {game.mode === 'daily' ? `Daily ${game.date}` : rules.label} · {game.found.length}/{placements.length} found
          </span>
        </p>
        <Board
          rows={game.puzzle.rows}
          found={foundPlacements}
          hintCell={hintCell}
          onSelect={onSelect}
          onInteract={start}
          disabled={complete}
          label={`Letter grid, ${rules.size} by ${rules.size}. Drag or tap the first and last letter of a word. Keyboard: arrow keys move, Space or Enter marks the first and last letter, Escape cancels.`}
        />
        <WordList words={placements.map((p) => p.word)} found={game.found} />
      </div>
    );
  } else if (words.status === 'error') {
    body = (
      <div className="ws-status" role="alert">
        <p>{words.error.message}</p>
        <button type="button" className="gk-button gk-button--primary" onClick={words.retry}>
          Try again
        </button>
      </div>
    );
  } else if (generatorError) {
    body = (
      <div className="ws-status" role="alert">
        <p>{generatorError}</p>
        <button type="button" className="gk-button gk-button--primary" onClick={() => (pending ? setPending({ ...pending, seed: pending.seed }) : newPuzzle())}>
          Try again
        </button>
      </div>
    );
  } else {
    body = (
      <p className="ws-status" role="status">
        Loading words…
      </p>
    );
  }

  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="ws"
      howToPlay={<HowToPlay />}
      onRestart={newPuzzle}
      restartLabel="New puzzle"
      timerMs={timer.elapsedMs}
      stats={[
        { label: 'Hints', value: game?.hints ?? 0 },
        { label: 'Best', value: best !== undefined ? formatDuration(best) : '–' },
      ]}
      toolbar={toolbar}
      result={result}
      paused={timer.paused}
      onResume={timer.resume}
    >
      {body}
      <p className="gk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </GameFrame>
  );
}
