import { randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { GameFrame, usePersistentState } from '@games/shared/game-kit';
import type { GameProps } from '@games/shared/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Board, describeRows } from './Board';
import { BoardOverlay } from './BoardOverlay';
import { HowToPlay } from './HowToPlay';
import { bestFor, recordScore, type BestScores } from './logic/bestScores';
import { BOARD_SIZES, type BoardSize } from './logic/grid';
import { awaitingWinChoice, canUndo, keepGoing, move, newGame, undo, type GameState } from './logic/game';
import type { Direction } from './logic/move';
import { winningValue } from './logic/rules';
import { fromSaved, toSaved } from './logic/serialize';
import { DEFAULT_SETTINGS } from './logic/settings';
import { bestScoresStore, GAME_KEY, savedGameStore, settingsStore } from './stores';
import { useKeyboardControls } from './useKeyboardControls';
import { useSwipe } from './useSwipe';
import './game2048.css';

/** `?seed=…` starts a fresh, reproducible game (for tests and shared boards) instead of restoring. */

function restoreOrStart(size: BoardSize): GameState {
  const saved = savedGameStore(size).load();
  return saved && saved.size === size ? fromSaved(saved) : newGame(size, randomSeed());
}

function sizeLabel(size: number): string {
  return `${size}×${size}`;
}

export default function Game({ slug, title }: GameProps) {
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [bestScores, setBestScores] = usePersistentState<BestScores>(bestScoresStore, {});
  const [urlSeed] = useState(seedFromUrl);
  const [game, setGame] = useState<GameState>(() => (urlSeed ? newGame(settings.size, urlSeed) : restoreOrStart(settings.size)));
  const [announcement, setAnnouncement] = useState('');
  const [scoreGain, setScoreGain] = useState<{ amount: number; key: number } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const overlayActionRef = useRef<HTMLButtonElement>(null);
  const rowsId = useId();

  // Save on every change, so a reload continues where the player was.
  useEffect(() => {
    savedGameStore(game.size).save(toSaved(game));
    setBestScores((best) => recordScore(best, game.size, game.score, game.undoUsed));
  }, [game, setBestScores]);

  // Tell screen readers (and the +score bubble) what a move did.
  const previousGame = useRef(game);
  useEffect(() => {
    const before = previousGame.current;
    previousGame.current = game;
    if (before === game) return;
    const gained = game.score - before.score;
    if (game.moveCount > before.moveCount && gained > 0) setScoreGain({ amount: gained, key: game.moveCount });
    if (game.over && !before.over) setAnnouncement(`Game over! Final score ${game.score}.`);
    else if (game.won && !before.won) setAnnouncement(`You win! You made ${winningValue(game.size)}. Score ${game.score}.`);
    else if (game.moveCount > before.moveCount && gained > 0) setAnnouncement(`Score ${game.score}, plus ${gained}.`);
  }, [game]);

  const showingWin = awaitingWinChoice(game);
  const showingOver = game.over;
  useEffect(() => {
    if (showingWin || showingOver) overlayActionRef.current?.focus();
  }, [showingWin, showingOver]);

  const play = useCallback((direction: Direction) => setGame((current) => move(current, direction)), []);
  const undoEnabled = settings.undoEnabled;
  const undoMove = useCallback(() => setGame((current) => undo(current)), []);

  const startNewGame = (size: BoardSize = game.size) => {
    setGame(newGame(size, randomSeed()));
    setScoreGain(null);
    setAnnouncement(`New ${sizeLabel(size)} game.`);
    boardRef.current?.focus();
  };

  const changeSize = (size: BoardSize) => {
    if (size === game.size) return;
    setSettings((current) => ({ ...current, size }));
    const next = restoreOrStart(size);
    setGame(next);
    setScoreGain(null);
    setAnnouncement(`${sizeLabel(size)} board. Score ${next.score}.`);
  };

  const continueAfterWin = () => {
    setGame(keepGoing);
    boardRef.current?.focus();
  };

  useKeyboardControls({ onMove: play, onUndo: undoEnabled ? undoMove : undefined });
  const swipe = useSwipe(play);

  const best = Math.max(bestFor(bestScores, game.size, game.undoUsed), game.score);

  const toolbar = (
    <>
      <div className="g2048-sizes" role="group" aria-label="Board size">
        {BOARD_SIZES.map((size) => (
          <button
            key={size}
            type="button"
            className="gk-button g2048-size"
            aria-pressed={size === game.size}
            onClick={() => changeSize(size)}
          >
            {sizeLabel(size)}
          </button>
        ))}
      </div>
      <label className="g2048-switch">
        <input
          type="checkbox"
          checked={undoEnabled}
          onChange={(event) => setSettings((current) => ({ ...current, undoEnabled: event.target.checked }))}
        />
        <span>Allow undo</span>
      </label>
      {undoEnabled && (
        <button
          type="button"
          className="gk-button"
          onClick={undoMove}
          disabled={!canUndo(game)}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </button>
      )}
    </>
  );

  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="g2048"
      howToPlay={<HowToPlay />}
      onRestart={() => startNewGame()}
      restartLabel="New game"
      stats={[
        {
          label: 'Score',
          value: (
            <span className="g2048-score">
              {game.score}
              {scoreGain && (
                <span key={scoreGain.key} className="g2048-score__gain" aria-hidden="true">
                  +{scoreGain.amount}
                </span>
              )}
            </span>
          ),
        },
        { label: game.undoUsed ? 'Best (undo)' : 'Best', value: best },
      ]}
      toolbar={toolbar}
    >
      <div
        ref={boardRef}
        className={`g2048-board g2048-board--size-${game.size}`}
        role="application"
        aria-label={`2048 board, ${sizeLabel(game.size)}. Use arrow keys or swipe to move the tiles.`}
        aria-describedby={rowsId}
        tabIndex={0}
        data-testid="board-2048"
        data-score={game.score}
        data-size={game.size}
        data-state={game.over ? 'over' : showingWin ? 'won' : 'playing'}
        {...swipe}
      >
        <Board grid={game.grid} />
        {showingWin && (
          <BoardOverlay
            kind="won"
            title="You win!"
            primaryRef={overlayActionRef}
            primary={{ label: 'Keep going', onClick: continueAfterWin }}
            secondary={{ label: 'New game', onClick: () => startNewGame() }}
          />
        )}
        {showingOver && (
          <BoardOverlay
            kind="over"
            title="Game over!"
            primaryRef={overlayActionRef}
            primary={{ label: 'Try again', onClick: () => startNewGame() }}
            secondary={undoEnabled && canUndo(game) ? { label: 'Undo', onClick: undoMove } : undefined}
          />
        )}
      </div>
      <ol id={rowsId} className="gk-visually-hidden">
        {describeRows(game.grid).map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ol>
      <p className="gk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </GameFrame>
  );
}
