import type { GameProps } from '@games/shared/contracts';
import { Dialog, GameFrame, Select, usePersistentState, type GameResult } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useOpponent } from '@games/shared/game-kit/opponent/useOpponent';
import { createRandom } from '@games/shared/game-kit/random';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { DISPLAY_NAME } from './displayName';
import { createEngine, type EngineClient } from './engine-client';
import { HowToPlay } from './HowToPlay';
import { SIZE, colOf, rowOf, squareName } from './logic/board';
import type { ComputerTurn, EngineRequest, EngineResponse } from './logic/engine';
import { arrangeRack, canExchange, exchangeTiles, newGame, passTurn, playTiles, winner } from './logic/game';
import { isLevel, LEVEL_BLURBS, LEVEL_NAMES, LEVELS, type Level } from './logic/levels';
import { backspace, pendingAt, placeTile, removeTile, reorderRack, toPlacements, typeLetter, type PendingTile } from './logic/pending';
import { checkPlacement, type Direction } from './logic/placement';
import { Rack } from './Rack';
import { gameStore } from './stores';
import { useTileDrag, type DragSource, type DropTarget } from './useTileDrag';
import './game.css';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `?seed=…&difficulty=…` starts that game, unless the saved game is already that one (a reload keeps it). */
function startFromUrl() {
  const query = pageQuery();
  const seed = seedFromUrl(query);
  if (!seed) return;
  const asked = query.get('difficulty') ?? query.get('level');
  const level: Level = isLevel(asked) ? asked : 'easy';
  const saved = gameStore.load();
  if (saved && saved.seed === seed && saved.level === level) return;
  gameStore.save(newGame(seed, level));
}

type Check = { key: string; invalid: string[] | null };

// The catalogue title stays in the portal; the page shows the neutral DISPLAY_NAME.
export default function Game(_props: GameProps) {
  useState(startFromUrl);
  const [game, setGame] = usePersistentState(gameStore, () => newGame(randomSeed(), 'easy'));
  const [pending, setPending] = useState<PendingTile[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [cursor, setCursor] = useState(112);
  const [direction, setDirection] = useState<Direction>('across');
  const [blankPick, setBlankPick] = useState<{ rackIndex: number; square: number } | null>(null);
  const [exchanging, setExchanging] = useState<number[] | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [result, setResult] = useState<GameResult | null>(null);
  const { announcement, announce } = useAnnouncer();
  const { best, finishRound } = useScoreRecords(descriptor.slug, game.level);

  const engine = useRef<EngineClient | null>(null);
  const getEngine = useCallback(() => (engine.current ??= createEngine()), []);
  useEffect(() => () => engine.current?.dispose(), []);
  const ask = useCallback((request: EngineRequest, signal?: AbortSignal) => getEngine().call(request, { signal }), [getEngine]);
  const opponent = useOpponent<EngineRequest, EngineResponse>(() => ({ call: (q, o) => ask(q, o?.signal) }));

  const yourTurn = !game.over && game.toMove === 'you';
  const rack = game.racks.you;

  // ---- The computer's turn -------------------------------------------------------------------------------
  const describeTurn = (turn: ComputerTurn) => {
    if (turn.kind === 'play') return `Computer played ${turn.move.word} at ${squareName(turn.move.placements[0].square)} for ${turn.move.score} points.`;
    if (turn.kind === 'exchange') return `Computer exchanged ${turn.tiles.length} tiles.`;
    return 'Computer passed.';
  };

  useEffect(() => {
    if (game.over || game.toMove !== 'computer') return;
    const request: EngineRequest = { kind: 'move', board: game.board, rack: game.racks.computer, level: game.level, seed: `${game.seed}:${game.turn}`, bagCount: game.bag.length };
    void opponent
      .ask(request)
      .then((response) => {
        if (!response || response.kind !== 'turn') return;
        const turn = response.turn;
        const step = turn.kind === 'play' ? playTiles(game, turn.move.placements) : turn.kind === 'exchange' ? exchangeTiles(game, turn.tiles) : passTurn(game);
        if (!step.ok) return;
        setGame(step.state);
        announce(describeTurn(turn));
      })
      .catch(() => announce('The computer could not load its dictionary. Check your connection, then start a new game.'));
    return () => opponent.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one ask per computer turn
  }, [game.turn, game.toMove, game.over, game.seed]);

  // ---- The end: best score per level, the result -----------------------------------------------------------
  const startNew = useCallback(
    (level: Level = game.level) => {
      opponent.cancel();
      setResult(null);
      setPending([]);
      setSelected(null);
      setCheck(null);
      setGame(newGame(randomSeed(), level));
      announce(`New game against the ${LEVEL_NAMES[level]} computer. Your turn.`);
    },
    [opponent, game.level, setGame, announce],
  );

  useEffect(() => {
    if (!game.over || game.counted) return;
    const outcome = finishRound(game.scores.you);
    const who = winner(game);
    const title = who === 'you' ? 'You win!' : who === 'computer' ? 'The computer wins' : 'Draw';
    const reason = game.over.reason === 'out' ? 'A rack is empty' : 'Six scoreless turns';
    setGame({ ...game, counted: true });
    announce(`Game over. ${reason}. You ${game.scores.you}, computer ${game.scores.computer}. ${title}`);
    setResult(
      scoreResult({
        title,
        outcome,
        lines: [
          { label: 'Computer', value: String(game.scores.computer) },
          { label: 'Leftover tiles', value: `${game.over.adjustments.you >= 0 ? '+' : ''}${game.over.adjustments.you}` },
        ],
        shareText: `${DISPLAY_NAME} vs ${LEVEL_NAMES[game.level]} computer: ${title} ${game.scores.you}–${game.scores.computer}`,
        onShareOutcome: announce,
        playAgain: { label: 'New game', onClick: () => startNew() },
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished game
  }, [game.over, game.counted]);

  // ---- Pending tiles: preview and word check ---------------------------------------------------------------
  const placement = useMemo(() => (pending.length ? checkPlacement(game.board, toPlacements(pending)) : null), [game.board, pending]);
  const wordsKey = placement?.ok ? placement.words.map((w) => w.word).join(',') : '';

  useEffect(() => {
    if (!wordsKey) return;
    const controller = new AbortController();
    setCheck({ key: wordsKey, invalid: null });
    ask({ kind: 'check', words: wordsKey.split(',') }, controller.signal)
      .then((response) => response.kind === 'check' && setCheck({ key: wordsKey, invalid: response.invalid }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [wordsKey, ask]);

  const knownInvalid = check?.key === wordsKey ? check.invalid : null;

  // A new turn (or a new game) starts with an empty row of pending tiles.
  useEffect(() => {
    setPending([]);
    setSelected(null);
  }, [game.turn, game.seed]);

  const play = useCallback(async () => {
    if (!yourTurn) return;
    if (!placement) return announce('Place tiles on the board first.');
    if (!placement.ok) return announce(placement.reason);
    const words = placement.words.map((w) => w.word);
    let invalid = knownInvalid;
    if (invalid === null) {
      try {
        const response = await ask({ kind: 'check', words });
        invalid = response.kind === 'check' ? response.invalid : [];
      } catch {
        return announce('The word list could not be loaded. Check your connection and try again.');
      }
    }
    if (invalid.length) return announce(`${invalid.join(', ')} ${invalid.length === 1 ? 'is' : 'are'} not in the word list.`);
    const step = playTiles(game, toPlacements(pending));
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce(`You played ${words.join(', ')} for ${placement.score} points${placement.bingo ? ', with the 50-point bonus' : ''}.`);
  }, [yourTurn, placement, knownInvalid, ask, game, pending, setGame, announce]);

  // ---- Input ------------------------------------------------------------------------------------------------
  const grid = useRovingGrid({
    rows: SIZE,
    cols: SIZE,
    cursor: { row: rowOf(cursor), col: colOf(cursor) },
    onCursorChange: (cell) => setCursor(cell.row * SIZE + cell.col),
    selectCursor: false,
  });
  const moveCursor = (square: number) => grid.setCursor({ row: rowOf(square), col: colOf(square) });

  const putTile = (rackIndex: number, square: number) => {
    if (!yourTurn || game.board[square] !== '.') return;
    if (rack[rackIndex] === '?') {
      setBlankPick({ rackIndex, square });
      return;
    }
    setPending((p) => placeTile(game.board, rack, p, rackIndex, square, rack[rackIndex]));
    setSelected(null);
  };

  const onSquareClick = (square: number) => {
    if (!yourTurn) return;
    if (selected !== null && game.board[square] === '.' && !pendingAt(pending, square)) return putTile(selected, square);
    if (pendingAt(pending, square)) {
      setPending((p) => removeTile(p, square));
      return;
    }
    if (square === cursor && game.board[square] === '.') setDirection((d) => (d === 'across' ? 'down' : 'across'));
    moveCursor(square);
  };

  const onSelectRack = (index: number) => {
    if (!yourTurn) return;
    setSelected((s) => (s === index ? null : index));
  };

  const onDrop = (source: DragSource, target: DropTarget) => {
    if (!yourTurn) return;
    if ('rackIndex' in source) {
      if (target && 'square' in target) putTile(source.rackIndex, target.square);
      else if (target && 'rackIndex' in target && target.rackIndex !== source.rackIndex) {
        const order = [...rack].map((_, i) => i).filter((i) => i !== source.rackIndex);
        order.splice(target.rackIndex, 0, source.rackIndex);
        const next = reorderRack(rack, pending, order);
        setGame(arrangeRack(game, next.rack));
        setPending(next.pending);
      }
      return;
    }
    const tile = pendingAt(pending, source.square);
    if (!tile) return;
    if (target && 'square' in target && game.board[target.square] === '.' && !pendingAt(pending, target.square)) {
      setPending((p) => placeTile(game.board, rack, p, tile.rackIndex, target.square, tile.letter));
    } else if (!target || 'rackIndex' in target) setPending((p) => removeTile(p, source.square));
  };
  const drag = useTileDrag(onDrop, (source) => ('rackIndex' in source ? rack[source.rackIndex] : (pendingAt(pending, source.square)?.letter ?? '')).toUpperCase().replace('?', ''));

  const recall = () => {
    setPending([]);
    setSelected(null);
    if (pending.length) announce('Tiles back on your rack.');
  };

  const shuffle = () => {
    const order = createRandom(randomSeed()).shuffle([...rack].map((_, i) => i));
    const next = reorderRack(rack, pending, order);
    setGame(arrangeRack(game, next.rack));
    setPending(next.pending);
    setSelected(null);
    announce(`Rack shuffled: ${next.rack.replace(/\?/g, 'blank ').split('').join(' ')}`);
  };

  const pass = () => {
    const step = passTurn(game);
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce('You passed.');
  };

  const hint = async () => {
    if (!yourTurn) return;
    try {
      const response = await ask({ kind: 'hint', board: game.board, rack });
      if (response.kind !== 'hint') return;
      if (!response.move) return announce('No play is possible: exchange tiles or pass.');
      const used = new Set<number>();
      const next: PendingTile[] = response.move.placements.map(({ square, letter }) => {
        const tile = letter >= 'a' ? '?' : letter;
        const rackIndex = [...rack].findIndex((t, i) => t === tile && !used.has(i));
        used.add(rackIndex);
        return { square, rackIndex, letter };
      });
      setPending(next);
      setGame((g) => ({ ...g, hints: g.hints + 1 }));
      announce(`Hint: ${response.move.word} at ${squareName(response.move.placements[0].square)} for ${response.move.score} points. Press Play to play it.`);
    } catch {
      announce('The word list could not be loaded. Check your connection and try again.');
    }
  };

  const confirmExchange = () => {
    if (!exchanging?.length) return;
    const tiles = exchanging.map((i) => rack[i]).join('');
    const step = exchangeTiles(game, tiles);
    setExchanging(null);
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce(`You exchanged ${tiles.length} tile${tiles.length === 1 ? '' : 's'}.`);
  };

  const onBoardKey = (event: KeyboardEvent) => {
    if (shouldIgnoreGameKey(event.nativeEvent)) return;
    const key = event.key;
    if (yourTurn && /^[a-zA-Z]$/.test(key)) {
      event.preventDefault();
      const typed = typeLetter(game.board, rack, pending, cursor, direction, key);
      if (!typed) return announce(`No ${key.toUpperCase()} on your rack, and no blank.`);
      setPending(typed.pending);
      moveCursor(typed.cursor);
      return;
    }
    if (key === ' ') {
      event.preventDefault();
      const next = direction === 'across' ? 'down' : 'across';
      setDirection(next);
      announce(`Typing ${next}.`);
      return;
    }
    if (key === 'Backspace' && yourTurn) {
      event.preventDefault();
      const back = backspace(pending);
      if (back) {
        setPending(back.pending);
        moveCursor(back.cursor);
      }
      return;
    }
    if (key === 'Delete' && yourTurn) {
      event.preventDefault();
      setPending((p) => removeTile(p, cursor));
      return;
    }
    if (key === 'Enter') {
      event.preventDefault();
      void play();
      return;
    }
    if (key === 'Escape' && pending.length) {
      event.preventDefault();
      recall();
      return;
    }
    grid.onKeyDown(event);
  };

  // ---- View --------------------------------------------------------------------------------------------------
  const lastLog = [...game.log].reverse().find((l) => l.kind === 'play');
  const lastMove = useMemo(() => new Set(game.log.length && game.log[game.log.length - 1].kind === 'play' ? (game.log[game.log.length - 1].squares ?? []) : []), [game.log]);
  const winnerNow = winner(game);

  let status: string;
  let statusKind = '';
  if (game.over) status = `Game over: ${winnerNow === 'you' ? 'you win' : winnerNow === 'computer' ? 'the computer wins' : 'a draw'}.`;
  else if (!yourTurn) status = opponent.thinking ? 'The computer is thinking…' : 'Computer to play…';
  else if (!placement) status = lastLog ? `Last: ${lastLog.player === 'you' ? 'you' : 'computer'} ${lastLog.words?.[0]} +${lastLog.score}. Your turn.` : 'Your turn: the first word covers ★.';
  else if (!placement.ok) {
    status = placement.reason;
    statusKind = 'bad';
  } else {
    const words = placement.words.map((w) => w.word).join(', ');
    if (knownInvalid === null) status = `${words}: ${placement.score} points, checking…`;
    else if (knownInvalid.length) {
      status = `✗ ${knownInvalid.join(', ')} not in the word list`;
      statusKind = 'bad';
    } else {
      status = `✓ ${words}: ${placement.score} points${placement.bingo ? ' (+50 bonus)' : ''}`;
      statusKind = 'good';
    }
  }

  return (
    <GameFrame
      gameKey={descriptor.slug}
      title={DISPLAY_NAME}
      howToPlay={<HowToPlay />}
      onRestart={() => startNew()}
      restartLabel="New game"
      announcement={announcement}
      className="ws"
      stats={[
        { label: 'You', value: <span data-testid="ws-score-you">{game.scores.you}</span> },
        { label: 'Computer', value: <span data-testid="ws-score-computer">{game.scores.computer}</span> },
        { label: 'Bag', value: <span data-testid="ws-bag">{game.bag.length}</span> },
        { label: 'Best', value: best ?? '–' },
      ]}
      controls={
        <Select<Level>
          label="Opponent"
          hideLabel
          value={game.level}
          options={LEVELS.map((l) => ({ value: l, label: `${LEVEL_NAMES[l]}: ${LEVEL_BLURBS[l]}` }))}
          onChange={(level) => startNew(level)}
        />
      }
      toolbar={
        <div className="ws-panel">
          <p className={`ws-status ws-status--${statusKind || 'plain'}`} data-testid="ws-status" data-turn={game.over ? 'over' : game.toMove}>
            {status}
          </p>
          <Rack rack={rack} pending={pending} selected={selected} disabled={!yourTurn} onSelect={onSelectRack} onTilePointerDown={drag.onPointerDown} />
          <div className="ws-actions" role="group" aria-label="Actions">
            <button type="button" className="ws-button ws-button--primary" onClick={() => void play()} disabled={!yourTurn || !placement?.ok || !!knownInvalid?.length} aria-keyshortcuts="Enter">
              Play
            </button>
            <button type="button" className="ws-button" onClick={shuffle} disabled={!yourTurn}>
              Shuffle
            </button>
            <button type="button" className="ws-button" onClick={recall} disabled={!pending.length} aria-keyshortcuts="Escape">
              Recall
            </button>
            <button type="button" className="ws-button" onClick={() => setExchanging([])} disabled={!yourTurn || !canExchange(game)}>
              Exchange
            </button>
            <button type="button" className="ws-button" onClick={pass} disabled={!yourTurn}>
              Pass
            </button>
            <button type="button" className="ws-button" onClick={() => void hint()} disabled={!yourTurn}>
              Hint
            </button>
          </div>
        </div>
      }
      result={result}
      onResultClose={() => setResult(null)}
    >
      <Board
        board={game.board}
        pending={pending}
        lastMove={lastMove}
        cursor={cursor}
        direction={direction}
        grid={grid}
        testId={descriptor.ready.testId}
        state={game.over ? 'over' : yourTurn ? 'playing' : 'waiting'}
        onKeyDown={onBoardKey}
        onSquareClick={onSquareClick}
        onTilePointerDown={drag.onPointerDown}
      />
      <div ref={drag.ghostRef} className="ws-ghost ws-tile" hidden aria-hidden="true" />
      <Dialog open={blankPick !== null} onClose={() => setBlankPick(null)} title="Which letter is the blank?">
        <div className="ws-letters">
          {[...LETTERS].map((l) => (
            <button
              key={l}
              type="button"
              className="ws-button ws-letter"
              onClick={() => {
                if (blankPick) setPending((p) => placeTile(game.board, rack, p, blankPick.rackIndex, blankPick.square, l.toLowerCase()));
                setBlankPick(null);
                setSelected(null);
              }}
            >
              {l}
            </button>
          ))}
        </div>
      </Dialog>
      <Dialog
        open={exchanging !== null}
        onClose={() => setExchanging(null)}
        title="Exchange tiles"
        actions={
          <button type="button" className="ws-button ws-button--primary" onClick={confirmExchange} disabled={!exchanging?.length}>
            Exchange {exchanging?.length ?? 0}
          </button>
        }
      >
        <p>Choose the tiles to put back in the bag. You draw as many new ones, and your turn ends.</p>
        <div className="ws-letters" role="group" aria-label="Tiles to exchange">
          {[...rack].map((tile, i) => (
            <button
              key={i}
              type="button"
              className="ws-button ws-letter"
              aria-pressed={exchanging?.includes(i) ?? false}
              onClick={() => setExchanging((x) => (x ? (x.includes(i) ? x.filter((k) => k !== i) : [...x, i]) : x))}
            >
              {tile === '?' ? 'blank' : tile}
            </button>
          ))}
        </div>
      </Dialog>
    </GameFrame>
  );
}

