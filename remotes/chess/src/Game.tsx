import type { GameProps } from '@games/shared/contracts';
import { GameFrame, ShareButton, usePersistentState, type GameResult } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { deferred } from '@games/shared/game-kit/deferred';
import type { Square } from 'chess.js';
import { bestShown } from '@games/shared/game-kit/result/result-rules';
import { BestFigure } from '@games/shared/game-kit/result/BestFigure';
import { addResult, tallyLines, tallyOf } from '@games/shared/game-kit/opponent/tally';
import { useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { Board } from './Board';
import { ConfirmDialog, ExportDialog, OpponentDialog, type Confirm } from './ChessDialogs';
import { OpponentPicker, SettingsBar, opponentName, type OpponentChoice } from './ChessSettings';
import { levelSettings } from './engine/levels';
import { GameActions } from './GameActions';
import { capturedPieces, materialBalance } from './logic/material';
import { pairMoves } from './logic/move-list';
import type { Orientation } from './logic/orientation';
import { gamePgn } from './logic/pgn';
import { checkedKingSquare, piecesOnBoard } from './logic/pieces';
import { recordComputerWin } from './logic/best-level';
import { chessShareText } from './logic/share-text';
import { DEFAULT_SETTINGS, settingsDifferFromGame, withDefaults, type Settings } from './logic/settings';
import { colorName, describeOutcome } from './logic/status';
import { MoveList } from './MoveList';
import { PlayerBar } from './PlayerBar';
import { PromotionPicker, type PromotionPiece } from './PromotionPicker';
import { bestLevelStore, GAME_KEY, settingsStore, tallyStore } from './stores';
import { useChessGame } from './useChessGame';
import { useEngine } from './useEngine';
import './chess.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((h) => h.HowToPlay));

export default function Game({ slug, title }: GameProps) {
  const [saved, setSaved] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const settings = withDefaults(saved);
  const setSettings = (action: SetStateAction<Settings>) => setSaved((s) => (typeof action === 'function' ? action(withDefaults(s)) : action));
  const { announcement, announce } = useAnnouncer();
  const game = useChessGame(settings, useEngine(), announce);
  const { record, chess, outcome, history, turn, canMoveNow } = game;
  const [selected, setSelected] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  const [flipped, setFlipped] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  // A new position clears the selection and any open promotion choice.
  const [shownMoves, setShownMoves] = useState(record.moves);
  if (shownMoves !== record.moves) {
    setShownMoves(record.moves);
    setSelected(null);
  }

  const pieces = useMemo(() => piecesOnBoard(chess), [chess]);
  const captures = useMemo(() => capturedPieces(history), [history]);
  const balance = useMemo(() => materialBalance(pieces.values()), [pieces]);
  const pairs = useMemo(() => pairMoves(record.startFen, history.map((m) => m.san)), [record.startFen, history]);
  const base: Orientation = record.mode === 'computer' ? record.playerColor : 'w';
  const orientation: Orientation = flipped ? (base === 'w' ? 'b' : 'w') : base;
  const last = history[history.length - 1];

  const targets = useMemo(() => {
    if (!selected || !canMoveNow) return new Set<string>();
    return new Set(chess.moves({ square: selected as Square, verbose: true }).map((m) => m.to));
  }, [selected, chess, canMoveNow]);

  const ownPiece = (square: string) => Boolean(canMoveNow && pieces.get(square)?.[0] === turn);

  const tryMove = (from: string, to: string) => {
    const candidates = chess.moves({ square: from as Square, verbose: true }).filter((m) => m.to === to);
    if (!candidates.length) {
      game.illegal();
      return false;
    }
    if (candidates.some((m) => m.promotion)) {
      setPromotion({ from, to });
      return true;
    }
    return game.play(`${from}${to}`);
  };

  const onPick = (square: string) => {
    if (!canMoveNow) return;
    if (selected && square === selected) setSelected(null);
    else if (selected && targets.has(square)) tryMove(selected, square);
    else setSelected(ownPiece(square) ? square : null);
  };

  const onDrop = (from: string, to: string) => {
    if (canMoveNow && !tryMove(from, to)) setSelected(from);
  };

  const choosePromotion = (piece: PromotionPiece) => {
    if (!promotion) return;
    setPromotion(null);
    game.play(`${promotion.from}${promotion.to}${piece}`);
  };

  const startNewGame = (next?: Settings) => {
    game.startNewGame(next);
    setFlipped(false);
    setPromotion(null);
  };

  // A new level applies at once; another opponent (friend ↔ computer) is another game: at once when none is
  // under way, else after the player confirms (before, the choice waited silently for New game).
  const [opponentAsked, setOpponentAsked] = useState<Settings | null>(null);
  const chooseOpponent = (choice: OpponentChoice) => {
    const next = { ...settings, ...choice };
    setSettings(next);
    if (choice.mode === record.mode) {
      if (choice.mode === 'computer') game.setLevel(choice.level);
    } else if (record.moves.length === 0 || outcome.over) startNewGame(next);
    else setOpponentAsked(next);
  };
  const keepPlaying = () => {
    setOpponentAsked(null);
    setSettings((s) => ({ ...s, mode: record.mode, level: record.level }));
  };

  const offerDraw = () => (record.mode === 'friend' ? setConfirm('draw') : game.offerDrawToComputer());

  const names = (color: 'w' | 'b') =>
    record.mode === 'friend' ? colorName(color) : color === record.playerColor ? 'You' : `Computer · ${record.level} ${levelSettings(record.level).name}`;

  const resultTitle = !outcome.over
    ? ''
    : !outcome.winner
      ? 'Draw'
      : record.mode === 'friend'
        ? `${colorName(outcome.winner)} wins`
        : outcome.winner === record.playerColor
          ? 'You win!'
          : 'The computer wins';
  // A win vs the computer raises the best level beaten; recording it again (after a reload) changes nothing.
  const [bestLevel, setBestLevel] = usePersistentState(bestLevelStore, 0);
  // Set when this win raised the best: the level beaten before it (0: none), for the Best cell's "was".
  const [raisedFrom, setRaisedFrom] = useState<number | null>(null);
  const wonVsComputer = outcome.over && record.mode === 'computer' && outcome.winner === record.playerColor;
  useEffect(() => {
    if (!wonVsComputer) {
      setRaisedFrom(null);
      return;
    }
    const before = bestLevelStore.load() ?? 0;
    const raised = recordComputerWin(before, record.level);
    if (raised.newBest) {
      setBestLevel(raised.best);
      setRaisedFrom(before);
    }
  }, [wonVsComputer, record.level, setBestLevel]);
  // Each finished game vs the computer counts once at its level (resign, timeout, agreed draw included).
  const [tallies, setTallies] = usePersistentState(tallyStore, {});
  const toCount = outcome.over && record.mode === 'computer' && !record.counted;
  const verdict = !outcome.over || !outcome.winner ? 'draw' : outcome.winner === record.playerColor ? 'win' : 'loss';
  const { markCounted } = game;
  useEffect(() => {
    if (!toCount) return;
    setTallies((t) => addResult(t, String(record.level), verdict));
    markCounted();
  }, [toCount, verdict, record.level, setTallies, markCounted]);
  const tally = tallyOf(tallies, String(record.level));
  const shareText = chessShareText({
    title: resultTitle,
    outcome,
    moves: Math.ceil(record.moves.length / 2),
    opponent: record.mode === 'computer' ? `vs Computer ${record.level} (${levelSettings(record.level).name})` : 'Pass and play',
    won: wonVsComputer,
  });
  // The result contract for opponent games (kit README): the outcome, the level played and the highest level
  // beaten, with a New best! badge beside the number. One object while the result stands (the clock re-renders
  // the game), so the frame can hide it and bring it back.
  const latestStart = useRef(startNewGame);
  useEffect(() => {
    latestStart.current = startNewGame;
  });
  const ending = outcome.over ? describeOutcome(outcome) : '';
  const moveCount = Math.ceil(record.moves.length / 2);
  const result = useMemo<GameResult | null>(() => {
    if (!ending) return null;
    const best = bestShown(String, { previous: raisedFrom || undefined, current: bestLevel > 0 ? bestLevel : undefined, newBest: raisedFrom !== null });
    return {
      title: resultTitle,
      details: <ShareButton text={shareText} />,
      lines: [
        { label: 'Result', value: ending },
        { label: 'Moves', value: moveCount },
        ...(record.mode === 'computer'
          ? [
              { label: 'Level', value: `${record.level} (${levelSettings(record.level).name})` },
              { label: 'Best level beaten', value: <BestFigure best={best} /> },
              ...tallyLines(tally, levelSettings(record.level).name),
            ]
          : []),
      ],
      primaryAction: { label: 'New game', onClick: () => latestStart.current() },
      secondaryAction: { label: 'Export PGN', onClick: () => setExportOpen(true) },
    };
  }, [ending, resultTitle, shareText, moveCount, record.mode, record.level, bestLevel, raisedFrom, tally]);

  const playerBar = (color: 'w' | 'b', position: 'top' | 'bottom') => (
    <PlayerBar color={color} name={names(color)} captured={captures[color]} balance={balance} clock={record.clock} pieceSet={settings.pieceSet} position={position} />
  );
  const playingLevel = record.mode === 'computer' && !outcome.over ? record.level : null;

  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="chess"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => startNewGame()}
      restartLabel="New game"
      controls={<OpponentPicker settings={settings} playingLevel={playingLevel} onChoose={chooseOpponent} />}
      /* While another opponent is asked about, the question says what New game does (the note would contradict it). */
      toolbar={<SettingsBar settings={settings} setSettings={setSettings} pending={opponentAsked === null && settingsDifferFromGame(settings, record)} />}
      result={result}
      announcement={announcement}
    >
      <div className="chess-layout">
        <div className="chess-board-wrap">
          {playerBar(orientation === 'w' ? 'b' : 'w', 'top')}
          <Board
            pieces={pieces}
            orientation={orientation}
            selected={selected}
            targets={targets}
            lastMove={last ? { from: last.from, to: last.to } : null}
            hint={game.hint}
            checkSquare={checkedKingSquare(chess)}
            canDrag={ownPiece}
            onPick={onPick}
            onDrop={onDrop}
            label={`Chess board, ${orientation === 'w' ? 'white' : 'black'} at the bottom. Arrow keys move between squares, Enter picks up and drops a piece.`}
            theme={settings.boardTheme}
            pieceSet={settings.pieceSet}
          />
          {playerBar(orientation, 'bottom')}
          {promotion && <PromotionPicker color={turn} pieceSet={settings.pieceSet} onChoose={choosePromotion} onCancel={() => setPromotion(null)} />}
        </div>
        <div className="chess-side">
          <GameActions game={game} flipped={flipped} onFlip={() => setFlipped((f) => !f)} onOfferDraw={offerDraw} onResign={() => setConfirm('resign')} onExport={() => setExportOpen(true)} />
          <MoveList pairs={pairs} />
        </div>
      </div>
      <ExportDialog open={exportOpen} onClose={() => setExportOpen(false)} pgn={() => gamePgn(record, outcome, window.location.origin)} fen={chess.fen()} />
      <ConfirmDialog confirm={confirm} turn={turn} onClose={() => setConfirm(null)} onResign={game.resign} onAcceptDraw={game.agreeDraw} />
      <OpponentDialog
        opponent={opponentAsked && opponentName(opponentAsked)}
        onKeepPlaying={keepPlaying}
        onNewGame={() => {
          setOpponentAsked(null);
          if (opponentAsked) startNewGame(opponentAsked);
        }}
      />
    </GameFrame>
  );
}
