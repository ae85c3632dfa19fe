import type { GameProps } from '@games/shared/contracts';
import { createRandom, Dialog, GameFrame, usePersistentState, type GameResult } from '@games/shared/game-kit';
import { validateFen, type Chess, type Square } from 'chess.js';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Board, type Orientation } from './Board';
import { LEVELS, levelSettings } from './engine/levels';
import { HowToPlay } from './HowToPlay';
import { acceptsDraw } from './logic/drawOffer';
import { parseMoveText } from './logic/moveInput';
import { canTakeback, isComputerTurn, newRecord, parseUci, playMove, replay, takeback, turnOf, type Color, type GameRecord } from './logic/record';
import { DEFAULT_SETTINGS, type ColorChoice, type Settings } from './logic/settings';
import { colorName, describeOutcome, outcomeOf, resultTag } from './logic/status';
import { PIECE_NAMES, PieceSvg, type PieceCode } from './Pieces';
import { playSound } from './sounds';
import { GAME_KEY, gameStore, settingsStore } from './stores';
import { useEngine } from './useEngine';
import './chess.css';

const HINT_LEVEL = 6;

function pickColor(choice: ColorChoice, random: () => number): Color {
  if (choice === 'random') return random() < 0.5 ? 'w' : 'b';
  return choice;
}

function freshRecord(settings: Settings, random: () => number, startFen?: string): GameRecord {
  return newRecord({ mode: settings.mode, level: settings.level, playerColor: pickColor(settings.color, random), startFen });
}

/** `?seed=` or `?fen=` start a fresh game (tests, shared positions); `?level=`, `?color=`, `?mode=` set it up. */
function recordFromUrl(settings: Settings): GameRecord | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  const seed = params.get('seed');
  const fen = params.get('fen');
  if (!seed && !fen) return null;
  const level = Number(params.get('level'));
  const colorParam = params.get('color');
  const color: ColorChoice = colorParam === 'white' || colorParam === 'w' ? 'w' : colorParam === 'black' || colorParam === 'b' ? 'b' : colorParam === 'random' ? 'random' : settings.color;
  const mode = params.get('mode') === 'friend' ? 'friend' : params.get('mode') === 'computer' ? 'computer' : settings.mode;
  const setup: Settings = { ...settings, mode, color, level: level >= 1 && level <= LEVELS.length ? Math.round(level) : settings.level };
  const startFen = fen && validateFen(fen).ok ? fen : undefined;
  const random = createRandom(seed ?? fen ?? 'chess');
  return freshRecord(setup, () => random.next(), startFen);
}

function piecesOf(chess: Chess): Map<string, PieceCode> {
  const map = new Map<string, PieceCode>();
  for (const row of chess.board()) for (const cell of row) if (cell) map.set(cell.square, `${cell.color}${cell.type.toUpperCase()}` as PieceCode);
  return map;
}

function kingSquare(chess: Chess, color: Color): string | null {
  for (const row of chess.board()) for (const cell of row) if (cell && cell.type === 'k' && cell.color === color) return cell.square;
  return null;
}

function spokenSan(san: string): string {
  return san
    .replace('O-O-O', 'castles queenside')
    .replace('O-O', 'castles kingside')
    .replace(/^([NBRQK])/, (p) => `${PIECE_NAMES[p]} `)
    .replace('x', ' takes ')
    .replace(/=([NBRQ])/, (_, p: string) => ` promotes to ${PIECE_NAMES[p]}`)
    .replace('+', ', check')
    .replace('#', ', checkmate');
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default function Game({ slug, title }: GameProps) {
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [record, setRecord] = useState<GameRecord>(() => recordFromUrl(settings) ?? gameStore.load() ?? freshRecord(settings, Math.random));
  const [selected, setSelected] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  const [hint, setHint] = useState<{ from: string; to: string } | null>(null);
  const [flipped, setFlipped] = useState(false);
  const [thinking, setThinking] = useState(false);
  const [busy, setBusy] = useState<'hint' | 'draw' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState('');
  const [exportOpen, setExportOpen] = useState(false);
  const [confirm, setConfirm] = useState<'resign' | 'draw' | null>(null);
  const [moveText, setMoveText] = useState('');
  const engine = useEngine();
  const moveListRef = useRef<HTMLOListElement>(null);

  const chess = useMemo(() => replay(record), [record]);
  const outcome = useMemo(() => outcomeOf(record, chess), [record, chess]);
  const history = useMemo(() => chess.history({ verbose: true }), [chess]);
  const pieces = useMemo(() => piecesOf(chess), [chess]);
  const turn = turnOf(record);
  const computerToMove = isComputerTurn(record) && !outcome.over;
  const canMoveNow = !outcome.over && !computerToMove;
  const orientationBase: Orientation = record.mode === 'computer' ? record.playerColor : 'w';
  const orientation: Orientation = flipped ? (orientationBase === 'w' ? 'b' : 'w') : orientationBase;
  const last = history[history.length - 1];

  // Save as you play.
  useEffect(() => {
    gameStore.save(record);
  }, [record]);

  // Sounds and announcements for each new move and the result.
  const previous = useRef(record);
  useEffect(() => {
    const before = previous.current;
    previous.current = record;
    if (before === record) return;
    if (before.moves !== record.moves) {
      setSelected(null);
      setHint(null);
    }
    if (record.moves.length === before.moves.length + 1 && before.startFen === record.startFen && last) {
      const who = record.mode === 'computer' ? (last.color === record.playerColor ? 'You' : 'Computer') : colorName(last.color);
      const text = `${who}: ${spokenSan(last.san)}.`;
      if (outcome.over) {
        setAnnouncement(`${text} ${describeOutcome(outcome)}`);
        if (!settings.muted) playSound('end');
      } else {
        setAnnouncement(text);
        if (!settings.muted) playSound(chess.inCheck() ? 'check' : last.captured ? 'capture' : 'move');
      }
    } else if (outcome.over && record.ending) {
      setAnnouncement(describeOutcome(outcome));
      if (!settings.muted) playSound('end');
    }
    moveListRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [record]);

  // The computer's move.
  useEffect(() => {
    if (!computerToMove) return;
    const controller = new AbortController();
    setThinking(true);
    const level = levelSettings(record.level);
    engine
      .think({ fen: record.startFen, moves: record.moves, level: level.level }, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        // Never trust the engine blindly: chess.js checks the move; fall back to any legal move.
        const next = playMove(record, result.move) ?? playMove(record, chess.moves({ verbose: true }).map((m) => `${m.from}${m.to}${m.promotion ?? ''}`)[0] ?? '');
        if (next) setRecord(next);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setThinking(false);
      });
    return () => {
      controller.abort();
      setThinking(false);
    };
  }, [record, computerToMove, engine]);

  const targets = useMemo(() => {
    if (!selected || !canMoveNow) return new Set<string>();
    return new Set(chess.moves({ square: selected as Square, verbose: true }).map((m) => m.to));
  }, [selected, chess, canMoveNow]);

  const ownPiece = (square: string) => {
    const piece = pieces.get(square);
    return Boolean(piece && canMoveNow && piece[0] === turn);
  };

  const tryMove = (from: string, to: string) => {
    const candidates = chess.moves({ square: from as Square, verbose: true }).filter((m) => m.to === to);
    if (!candidates.length) {
      if (!settings.muted) playSound('illegal');
      return false;
    }
    if (candidates.some((m) => m.promotion)) {
      setPromotion({ from, to });
      return true;
    }
    const next = playMove(record, `${from}${to}`);
    if (next) setRecord(next);
    return Boolean(next);
  };

  const onPick = (square: string) => {
    if (!canMoveNow) return;
    if (selected && square === selected) {
      setSelected(null);
    } else if (selected && targets.has(square)) {
      tryMove(selected, square);
    } else if (ownPiece(square)) {
      setSelected(square);
    } else {
      setSelected(null);
    }
  };

  const onDrop = (from: string, to: string) => {
    if (!canMoveNow) return;
    if (!tryMove(from, to)) setSelected(from);
  };

  const choosePromotion = (piece: 'q' | 'r' | 'b' | 'n') => {
    if (!promotion) return;
    const next = playMove(record, `${promotion.from}${promotion.to}${piece}`);
    setPromotion(null);
    if (next) setRecord(next);
  };

  const startNewGame = () => {
    setRecord(freshRecord(settings, Math.random));
    setFlipped(false);
    setPromotion(null);
    setNotice('');
    setAnnouncement('New game.');
  };

  const doTakeback = () => {
    const next = takeback(record);
    if (next) {
      setRecord(next);
      setNotice('');
      setAnnouncement('Move taken back.');
    }
  };

  const askHint = () => {
    if (!canMoveNow || busy) return;
    setBusy('hint');
    engine
      .think({ fen: record.startFen, moves: record.moves, level: HINT_LEVEL })
      .then((result) => {
        if (!result.move) return;
        const { from, to } = parseUci(result.move);
        setRecord((r) => (r === record ? { ...r, hintsUsed: r.hintsUsed + 1 } : r));
        setHint({ from, to });
        const san = new Map(chess.moves({ verbose: true }).map((m) => [`${m.from}${m.to}${m.promotion ?? ''}`, m.san])).get(result.move);
        setAnnouncement(`Hint: ${san ? spokenSan(san) : result.move}.`);
      })
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  const offerDraw = () => {
    if (outcome.over) return;
    if (record.mode === 'friend') {
      setConfirm('draw');
      return;
    }
    if (!canMoveNow || busy) return;
    setBusy('draw');
    engine
      .think({ fen: record.startFen, moves: record.moves, level: 5 })
      .then((result) => {
        // The search scores the position for the player (to move): the computer's view is the opposite.
        if (acceptsDraw(-result.score)) {
          setRecord((r) => ({ ...r, ending: { kind: 'agreed' } }));
        } else {
          setNotice('The computer declines the draw.');
          setAnnouncement('The computer declines the draw.');
        }
      })
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  const resign = () => {
    const loser: Color = record.mode === 'computer' ? record.playerColor : turn;
    setConfirm(null);
    setRecord((r) => ({ ...r, ending: { kind: 'resign', loser } }));
  };

  const submitMoveText = (event: FormEvent) => {
    event.preventDefault();
    if (!canMoveNow) return;
    const uci = parseMoveText(chess, moveText);
    if (!uci) {
      setAnnouncement(`${moveText || 'That'} is not a legal move here.`);
      setNotice(`“${moveText}” is not a legal move here.`);
      if (!settings.muted) playSound('illegal');
      return;
    }
    const next = playMove(record, uci);
    if (next) {
      setRecord(next);
      setMoveText('');
      setNotice('');
    }
  };

  const pgn = useMemo(() => {
    const copy = replay(record);
    copy.setHeader('Event', 'Casual game');
    copy.setHeader('Site', typeof window === 'undefined' ? '' : window.location.origin);
    copy.setHeader('White', record.mode === 'computer' ? (record.playerColor === 'w' ? 'Player' : `Computer level ${record.level}`) : 'White');
    copy.setHeader('Black', record.mode === 'computer' ? (record.playerColor === 'b' ? 'Player' : `Computer level ${record.level}`) : 'Black');
    copy.setHeader('Result', resultTag(outcome));
    return copy.pgn();
  }, [record, outcome]);

  const result: GameResult | null = useMemo(() => {
    if (!outcome.over) return null;
    let heading = 'Draw';
    if (outcome.winner) heading = record.mode === 'computer' ? (outcome.winner === record.playerColor ? 'You win!' : 'You lost') : `${colorName(outcome.winner)} wins`;
    return {
      title: heading,
      lines: [
        { label: 'Result', value: describeOutcome(outcome) },
        { label: 'Moves', value: Math.ceil(record.moves.length / 2) },
        ...(record.mode === 'computer' ? [{ label: 'Level', value: `${record.level} (${levelSettings(record.level).name})` }] : []),
      ],
      primaryAction: { label: 'New game', onClick: startNewGame },
      secondaryAction: { label: 'Export PGN', onClick: () => setExportOpen(true) },
    };
  }, [outcome, record.mode, record.playerColor, record.level, record.moves.length, settings]);

  const statusText = outcome.over
    ? describeOutcome(outcome)
    : thinking
      ? 'Computer is thinking…'
      : record.mode === 'computer'
        ? `${chess.inCheck() ? 'Check! ' : ''}Your move (${colorName(record.playerColor).toLowerCase()}).`
        : `${chess.inCheck() ? 'Check! ' : ''}${colorName(turn)} to move.`;

  const toolbar = (
    <div className="chess-toolbar">
      <label className="chess-field">
        <span>Opponent</span>
        <select value={settings.mode} onChange={(e) => setSettings((s) => ({ ...s, mode: e.target.value === 'friend' ? 'friend' : 'computer' }))}>
          <option value="computer">Computer</option>
          <option value="friend">Friend (same device)</option>
        </select>
      </label>
      <label className="chess-field">
        <span>Level</span>
        <select
          value={record.mode === 'computer' && !outcome.over ? record.level : settings.level}
          onChange={(e) => {
            const level = Number(e.target.value);
            setSettings((s) => ({ ...s, level }));
            if (record.mode === 'computer' && !outcome.over) setRecord((r) => ({ ...r, level }));
          }}
        >
          {LEVELS.map((l) => (
            <option key={l.level} value={l.level}>
              {l.level} · {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="chess-field">
        <span>Play as</span>
        <select value={settings.color} onChange={(e) => setSettings((s) => ({ ...s, color: e.target.value as ColorChoice }))}>
          <option value="w">White</option>
          <option value="b">Black</option>
          <option value="random">Random</option>
        </select>
      </label>
      <button type="button" className="gk-button" aria-pressed={settings.muted} onClick={() => setSettings((s) => ({ ...s, muted: !s.muted }))}>
        Mute sounds
      </button>
      {(settings.mode !== record.mode || (settings.mode === 'computer' && settings.color !== 'random' && settings.color !== record.playerColor)) && (
        <p className="chess-pending" role="status">
          Press New game to play with these settings.
        </p>
      )}
    </div>
  );

  const movePairs: Array<{ number: number; white?: string; black?: string; whitePly: number }> = [];
  const startsWithBlack = record.startFen.split(' ')[1] === 'b';
  const startNumber = Number(record.startFen.split(' ')[5]) || 1;
  history.forEach((m, i) => {
    const ply = i + (startsWithBlack ? 1 : 0);
    const index = Math.floor(ply / 2);
    movePairs[index] ??= { number: startNumber + index, whitePly: index * 2 };
    if (ply % 2 === 0) movePairs[index].white = m.san;
    else movePairs[index].black = m.san;
  });

  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="chess"
      howToPlay={<HowToPlay />}
      onRestart={startNewGame}
      restartLabel="New game"
      toolbar={toolbar}
      result={result}
    >
      <div className="chess-layout">
        <div className="chess-board-wrap">
          <Board
            pieces={pieces}
            orientation={orientation}
            selected={selected}
            targets={targets}
            lastMove={last ? { from: last.from, to: last.to } : null}
            hint={hint}
            checkSquare={chess.inCheck() ? kingSquare(chess, chess.turn()) : null}
            canDrag={ownPiece}
            onPick={onPick}
            onDrop={onDrop}
            label={`Chess board, ${orientation === 'w' ? 'white' : 'black'} at the bottom. Arrow keys move between squares, Enter picks up and drops a piece.`}
          />
          {promotion && (
            <div className="chess-promotion" role="group" aria-label="Promote to">
              {(['q', 'r', 'b', 'n'] as const).map((p) => (
                <button key={p} type="button" className="chess-promotion__choice" onClick={() => choosePromotion(p)} aria-label={`Promote to ${PIECE_NAMES[p.toUpperCase()]}`} autoFocus={p === 'q'}>
                  <PieceSvg piece={`${turn}${p.toUpperCase()}` as PieceCode} />
                </button>
              ))}
              <button type="button" className="gk-button" onClick={() => setPromotion(null)}>
                Cancel
              </button>
            </div>
          )}
        </div>
        <div className="chess-side">
          <p className="chess-status" data-testid="chess-status" data-turn={turn} data-thinking={thinking || undefined}>
            {statusText}
          </p>
          {notice && <p className="chess-notice">{notice}</p>}
          <div className="chess-actions">
            <button type="button" className="gk-button" onClick={doTakeback} disabled={!canTakeback(record)}>
              Take back
            </button>
            <button type="button" className="gk-button" onClick={askHint} disabled={!canMoveNow || busy !== null}>
              {busy === 'hint' ? 'Thinking…' : 'Hint'}
            </button>
            <button type="button" className="gk-button" onClick={() => setFlipped((f) => !f)} aria-pressed={flipped}>
              Flip board
            </button>
            <button type="button" className="gk-button" onClick={offerDraw} disabled={outcome.over || (record.mode === 'computer' && (!canMoveNow || busy !== null))}>
              {busy === 'draw' ? 'Asking…' : 'Offer draw'}
            </button>
            <button type="button" className="gk-button" onClick={() => setConfirm('resign')} disabled={outcome.over}>
              Resign
            </button>
            <button type="button" className="gk-button" onClick={() => setExportOpen(true)}>
              PGN / FEN
            </button>
          </div>
          <form className="chess-move-form" onSubmit={submitMoveText}>
            <label htmlFor="chess-move-input">Type a move</label>
            <div className="chess-move-form__row">
              <input
                id="chess-move-input"
                value={moveText}
                onChange={(e) => setMoveText(e.target.value)}
                placeholder="e4, Nf3, O-O"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                disabled={!canMoveNow}
              />
              <button type="submit" className="gk-button" disabled={!canMoveNow}>
                Play
              </button>
            </div>
          </form>
          <h2 className="chess-side__heading">Moves</h2>
          <ol className="chess-moves" data-testid="move-list" ref={moveListRef} aria-label="Moves">
            {movePairs.map((pair) => (
              <li key={pair.number} className="chess-moves__pair">
                <span className="chess-moves__number">{pair.number}.</span>
                <span className="chess-moves__san" data-move={pair.white ? 'w' : undefined}>{pair.white ?? '…'}</span>
                {pair.black && <span className="chess-moves__san" data-move="b">{pair.black}</span>}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <p className="gk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      <Dialog open={exportOpen} onClose={() => setExportOpen(false)} title="Export game">
        <ExportField label="PGN" value={pgn} multiline />
        <ExportField label="FEN" value={chess.fen()} />
      </Dialog>

      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'resign' ? 'Resign this game?' : `${colorName(turn === 'w' ? 'b' : 'w')} offers a draw`}
        actions={
          confirm === 'resign' ? (
            <>
              <button type="button" className="gk-button" onClick={() => setConfirm(null)}>
                Keep playing
              </button>
              <button type="button" className="gk-button gk-button--primary" onClick={resign}>
                Resign
              </button>
            </>
          ) : (
            <>
              <button type="button" className="gk-button" onClick={() => setConfirm(null)}>
                Decline
              </button>
              <button
                type="button"
                className="gk-button gk-button--primary"
                onClick={() => {
                  setConfirm(null);
                  setRecord((r) => ({ ...r, ending: { kind: 'agreed' } }));
                }}
              >
                Accept draw
              </button>
            </>
          )
        }
      >
        <p>{confirm === 'resign' ? 'The game will count as a loss.' : `${colorName(turn)}, do you accept the draw?`}</p>
      </Dialog>
    </GameFrame>
  );
}

function ExportField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const id = `chess-export-${label.toLowerCase()}`;
  return (
    <div className="chess-export">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea id={id} readOnly value={value} rows={6} /> : <input id={id} readOnly value={value} />}
      <button type="button" className="gk-button" onClick={() => void copyText(value).then(setCopied)}>
        {copied === null ? `Copy ${label}` : copied ? 'Copied' : 'Copy failed: select the text'}
      </button>
    </div>
  );
}
