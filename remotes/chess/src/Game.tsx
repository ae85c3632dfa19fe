import type { GameProps } from '@games/shared/contracts';
import { GameFrame, usePersistentState } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { deferred } from '@games/shared/game-kit/deferred';
import { useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { Board } from './Board';
import { ConfirmDialog, ExportDialog, OpponentDialog, type Confirm } from './ChessDialogs';
import { chessResult } from './chessResult';
import { OpponentPicker, SettingsBar, opponentName } from './ChessSettings';
import { levelSettings } from './engine/levels';
import { GameActions } from './GameActions';
import { capturedPieces, materialBalance } from './logic/material';
import { pairMoves } from './logic/move-list';
import type { Orientation } from './logic/orientation';
import { gamePgn } from './logic/pgn';
import { checkedKingSquare, piecesOnBoard } from './logic/pieces';
import { DEFAULT_SETTINGS, settingsDifferFromGame, withDefaults, type Settings } from './logic/settings';
import { colorName } from './logic/status';
import { MoveList } from './MoveList';
import { PlayerBar } from './PlayerBar';
import { PromotionPicker } from './PromotionPicker';
import { GAME_KEY, settingsStore } from './stores';
import { useBestLevel } from './useBestLevel';
import { useBoardInput } from './useBoardInput';
import { useChessGame } from './useChessGame';
import { useEngine } from './useEngine';
import { useOpponentChoice } from './useOpponentChoice';
import './chess.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((h) => h.HowToPlay));

export default function Game({ slug, title }: GameProps) {
  const [saved, setSaved] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const settings = withDefaults(saved);
  const setSettings = (action: SetStateAction<Settings>) => setSaved((s) => (typeof action === 'function' ? action(withDefaults(s)) : action));
  const { announcement, announce } = useAnnouncer();
  const game = useChessGame(settings, useEngine(), announce);
  const { record, chess, outcome, history, turn } = game;
  const [flipped, setFlipped] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const pieces = useMemo(() => piecesOnBoard(chess), [chess]);
  const input = useBoardInput(game, pieces);
  const captures = useMemo(() => capturedPieces(history), [history]);
  const balance = useMemo(() => materialBalance(pieces.values()), [pieces]);
  const pairs = useMemo(() => pairMoves(record.startFen, history.map((m) => m.san)), [record.startFen, history]);
  const base: Orientation = record.mode === 'computer' ? record.playerColor : 'w';
  const orientation: Orientation = flipped ? (base === 'w' ? 'b' : 'w') : base;
  const last = history[history.length - 1];

  const startNewGame = (next?: Settings) => {
    game.startNewGame(next);
    setFlipped(false);
    input.cancelPromotion();
  };
  const opponent = useOpponentChoice(game, settings, setSettings, startNewGame);

  const offerDraw = () => (record.mode === 'friend' ? setConfirm('draw') : game.offerDrawToComputer());

  const names = (color: 'w' | 'b') =>
    record.mode === 'friend' ? colorName(color) : color === record.playerColor ? 'You' : `Computer · ${record.level} ${levelSettings(record.level).name}`;

  // A win vs the computer raises the best level beaten (the Best cell shows the level beaten before, struck through).
  const { bestLevel, raisedFrom } = useBestLevel(outcome.over && record.mode === 'computer' && outcome.winner === record.playerColor ? record.level : null);
  // The result contract for opponent games (kit README). One object while the result stands (the clock re-renders
  // the game), so the frame can hide it and bring it back.
  const latestStart = useRef(startNewGame);
  useEffect(() => {
    latestStart.current = startNewGame;
  });
  const ending = outcome.over ? `${outcome.reason}:${outcome.winner}` : '';
  const result = useMemo(
    () =>
      outcome.over
        ? chessResult({ outcome, record, bestLevel, raisedFrom, tally: game.tally, onNewGame: () => latestStart.current(), onExport: () => setExportOpen(true) })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ending` stands for the outcome, the record's fields for the record
    [ending, record.mode, record.playerColor, record.level, record.moves.length, bestLevel, raisedFrom, game.tally],
  );

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
      controls={<OpponentPicker settings={settings} playingLevel={playingLevel} onChoose={opponent.choose} />}
      /* While another opponent is asked about, the question says what New game does (the note would contradict it). */
      toolbar={<SettingsBar settings={settings} setSettings={setSettings} pending={opponent.asked === null && settingsDifferFromGame(settings, record)} />}
      result={result}
      announcement={announcement}
    >
      <div className="chess-layout">
        <div className="chess-board-wrap">
          {playerBar(orientation === 'w' ? 'b' : 'w', 'top')}
          <Board
            pieces={pieces}
            orientation={orientation}
            selected={input.selected}
            targets={input.targets}
            lastMove={last ? { from: last.from, to: last.to } : null}
            hint={game.hint}
            checkSquare={checkedKingSquare(chess)}
            canDrag={input.ownPiece}
            onPick={input.onPick}
            onDrop={input.onDrop}
            label={`Chess board, ${orientation === 'w' ? 'white' : 'black'} at the bottom. Arrow keys move between squares, Enter picks up and drops a piece.`}
            theme={settings.boardTheme}
            pieceSet={settings.pieceSet}
          />
          {playerBar(orientation, 'bottom')}
          {input.promotion && <PromotionPicker color={turn} pieceSet={settings.pieceSet} onChoose={input.choosePromotion} onCancel={input.cancelPromotion} />}
        </div>
        <div className="chess-side">
          <GameActions game={game} flipped={flipped} onFlip={() => setFlipped((f) => !f)} onOfferDraw={offerDraw} onResign={() => setConfirm('resign')} onExport={() => setExportOpen(true)} />
          <MoveList pairs={pairs} />
        </div>
      </div>
      <ExportDialog open={exportOpen} onClose={() => setExportOpen(false)} pgn={() => gamePgn(record, outcome, window.location.origin)} fen={chess.fen()} />
      <ConfirmDialog confirm={confirm} turn={turn} onClose={() => setConfirm(null)} onResign={game.resign} onAcceptDraw={game.agreeDraw} />
      <OpponentDialog opponent={opponent.asked && opponentName(opponent.asked)} onKeepPlaying={opponent.keepPlaying} onNewGame={opponent.playAsked} />
    </GameFrame>
  );
}
